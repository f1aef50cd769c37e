import Foundation
import Testing

@testable import TrackPlanCollectorServer

@Suite struct FaultAndForwardingTests {
    @Test func faultDecisionsFollowTheRates() {
        let faults = FaultOptions(failRate: 0.2, status: 429, retryAfter: 30, dropConnectionRate: 0.1)
        #expect(faults.decide(failDraw: 0.1, dropDraw: 0.5) == .fail(status: 429, retryAfter: 30))
        #expect(faults.decide(failDraw: 0.5, dropDraw: 0.05) == .serveThenDrop)
        #expect(faults.decide(failDraw: 0.5, dropDraw: 0.5) == .serve)
    }

    @Test func aFailingCollectorAnswersTheStatusAndRetryAfterAndStoresNothing() async throws {
        let server = try await RunningCollector.start { $0.faults = FaultOptions(failRate: 1, status: 503, retryAfter: 30) }
        defer { Task { await server.stop() } }
        let answer = try await server.post("/v1/batch", json: #"{"batch":[\#(productViewed())]}"#)
        #expect(answer.status == 503)
        #expect(answer.headers["retry-after"] == "30")
        #expect(try await server.events().isEmpty)
    }

    @Test func latencyDelaysTheAnswer() async throws {
        let server = try await RunningCollector.start { $0.faults = FaultOptions(latencySeconds: 0.3) }
        defer { Task { await server.stop() } }
        let clock = ContinuousClock()
        let started = clock.now
        #expect(try await server.post("/v1/batch", json: #"{"batch":[\#(productViewed())]}"#).status == 200)
        #expect(clock.now - started >= .milliseconds(300))
    }

    @Test func aDroppedConnectionHappensAfterTheBatchIsStored() async throws {
        let server = try await RunningCollector.start { $0.faults = FaultOptions(dropConnectionRate: 1) }
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        let body = #"{"batch":[\#(productViewed())]}"#
        let status = await offThePool {
            connection.write(
                "POST /v1/batch HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
            return connection.readStatus()
        }
        #expect(status == nil)  // the connection is cut: no complete answer arrives
        let stored = try await server.events()
        #expect(stored.count == 1)
    }

    @Test func validMessagesAreForwardedWithTheirWriteKeyAndFailuresAreRetriedFromTheStore() async throws {
        let upstream = try await RunningCollector.start { $0.writeKey = "team-key" }
        let upstreamPort = upstream.port
        await upstream.stop()  // down at first: forwarding must keep the messages pending
        let proxy = try await RunningCollector.start { $0.forward = ForwardOptions(url: "http://127.0.0.1:\(upstreamPort)") }
        defer { Task { await proxy.stop() } }
        let bad = productViewed(price: #""x""#)
        #expect(
            try await proxy.post(
                "/v1/batch", json: #"{"batch":[\#(productViewed(messageId: "fwd-1")),\#(bad)]}"#, headers: ["Authorization": basicAuth("team-key")]
            ).status == 200)
        let forwarder = Forwarder(store: proxy.collector.store, options: ForwardOptions(url: "http://127.0.0.1:\(upstreamPort)"))
        #expect(await forwarder.forwardOnce() == nil)
        #expect(try await proxy.collector.store.forwardCounts()[.pending] == 1)

        let revived = try await RunningCollector.start(directory: upstream.directory) { $0.writeKey = "team-key" }
        defer { Task { await revived.stop() } }
        let retry = Forwarder(store: proxy.collector.store, options: ForwardOptions(url: revived.base))
        #expect(await retry.forwardOnce() == 1)
        #expect(try await revived.events().map { $0["messageId"] as? String } == ["fwd-1"])
        #expect(try await proxy.collector.store.forwardCounts()[.delivered] == 1)
    }
}
