import Foundation
import Testing
import TrackPlan
import TrackPlanCollector

@Suite("URLSessionTransport against the real collector")
struct TransportTests {
    let transport = URLSessionTransport(requestTimeout: 5, resourceTimeout: 10)

    @Test func deliversABatchWithItsHeaders() async throws {
        try await withCollector { collector in
            let request = await batchRequest(to: collector, events: sampleEvents(1...3), key: "key-1")
            #expect(await transport.send(request) == .response(status: 200, retryAfter: nil))
            #expect(await collector.acceptedMessageIds == ["m1", "m2", "m3"])
            let seen = try #require(await collector.batchRequests.first)
            #expect(seen.headers["content-type"] == "application/json")
            #expect(seen.headers["authorization"] == "Basic dGVzdC13cml0ZS1rZXk6")
            #expect(seen.idempotencyKey == "key-1")
            #expect(seen.bodySize == request.body.count)
        }
    }

    @Test func largeBodiesGoWithoutWaitingFor100Continue() async throws {
        try await withCollector { collector in
            let request = await batchRequest(to: collector, events: sampleEvents(1...200))
            #expect(request.body.count > 10_000)
            #expect(await transport.send(request) == .response(status: 200, retryAfter: nil))
            let seen = try #require(await collector.batchRequests.first)
            #expect(seen.headers["expect"] == nil, "the collector never answers 100 Continue: \(seen.headers)")
        }
    }

    @Test func wrongWriteKeyIs401() async throws {
        try await withCollector { collector in
            let request = await batchRequest(to: collector, events: sampleEvents(1...1), writeKey: "revoked")
            #expect(await transport.send(request) == .response(status: 401, retryAfter: nil))
            #expect(await collector.acceptedEvents.isEmpty)
        }
    }

    @Test(arguments: [
        CollectorFault.status(503, retryAfter: "7"),
        .tooManyRequests(retryAfter: "Sun, 06 Nov 2044 08:49:37 GMT"),
        .status(500), .status(408), .status(400), .status(422), .status(403),
    ])
    func reportsInjectedStatusAndRetryAfter(fault: CollectorFault) async throws {
        guard case .status(let status, let retryAfter) = fault else {
            Issue.record("\(fault) is not a status fault")
            return
        }
        try await withCollector { collector in
            await collector.inject(fault)
            let request = await batchRequest(to: collector, events: sampleEvents(1...2))
            #expect(await transport.send(request) == .response(status: status, retryAfter: retryAfter))
            #expect(await collector.acceptedEvents.isEmpty)
            #expect(await transport.send(request) == .response(status: 200, retryAfter: nil))
        }
    }

    @Test func bodiesOverTheLimitAre413() async throws {
        try await withCollector { collector in
            await collector.limitBodySize(to: 300)
            let large = await batchRequest(to: collector, events: sampleEvents(1...10))
            let small = await batchRequest(to: collector, events: sampleEvents(11...11))
            #expect(await transport.send(large) == .response(status: 413, retryAfter: nil))
            #expect(await transport.send(small) == .response(status: 200, retryAfter: nil))
            #expect(await collector.acceptedMessageIds == ["m11"])
        }
    }

    @Test func malformedBodyIs400() async throws {
        try await withCollector { collector in
            var request = await batchRequest(to: collector, events: sampleEvents(1...1))
            request.body = Data(#"{"batch":"nope"}"#.utf8)
            #expect(await transport.send(request) == .response(status: 400, retryAfter: nil))
        }
    }

    @Test func connectionClosedMidResponseIsANetworkErrorAndTheRetryIsDeduplicated() async throws {
        try await withCollector { collector in
            await collector.inject(.closeMidResponse)
            let request = await batchRequest(to: collector, events: sampleEvents(1...4))
            guard case .networkError(let failure) = await transport.send(request) else {
                Issue.record("expected a network error")
                return
            }
            // Darwin reports networkConnectionLost; curl-based FoundationNetworking reports URLError.unknown.
            #expect([.connectionLost, .other].contains(failure.kind), "\(failure)")
            #expect(await transport.send(request) == .response(status: 200, retryAfter: nil))
            #expect(await collector.acceptedMessageIds == ["m1", "m2", "m3", "m4"])
            #expect(await collector.duplicateBatches == 1)
            let keys = await collector.batchRequests.map(\.idempotencyKey)
            #expect(keys == [request.idempotencyKey, request.idempotencyKey])
        }
    }

    @Test func repeatedMessageIdsInANewBatchAreAcceptedOnce() async throws {
        try await withCollector { collector in
            _ = await transport.send(await batchRequest(to: collector, events: sampleEvents(1...2)))
            _ = await transport.send(await batchRequest(to: collector, events: sampleEvents(2...3)))
            #expect(await collector.acceptedMessageIds == ["m1", "m2", "m3"])
            #expect(await collector.duplicateEvents == 1)
        }
    }

    @Test func collectorDownIsCannotConnectAndComesBackOnTheSamePort() async throws {
        try await withCollector { collector in
            let request = await batchRequest(to: collector, events: sampleEvents(1...1))
            let port = await collector.port
            await collector.goDown()
            guard case .networkError(let failure) = await transport.send(request) else {
                Issue.record("expected a network error")
                return
            }
            #expect(failure.kind == .cannotConnect)
            try await collector.comeUp()
            #expect(await collector.port == port)
            #expect(await transport.send(request) == .response(status: 200, retryAfter: nil))
        }
    }

    @Test func slowAnswerTimesOut() async throws {
        try await withCollector { collector in
            await collector.inject(.delay(seconds: 3))
            let impatient = URLSessionTransport(requestTimeout: 0.5, resourceTimeout: 1)
            let request = await batchRequest(to: collector, events: sampleEvents(1...1))
            guard case .networkError(let failure) = await impatient.send(request) else {
                Issue.record("expected a timeout")
                return
            }
            #expect(failure.kind == .timedOut)
        }
    }
}
