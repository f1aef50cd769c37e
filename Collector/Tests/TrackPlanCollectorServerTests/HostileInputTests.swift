import Foundation
import Testing

@testable import TrackPlanCollectorServer

/// Bad input gets a clear 4xx, nothing is stored half-way, and the server keeps serving others.
@Suite struct HostileInputTests {
    func expectNothingStoredAndStillServing(_ server: RunningCollector) async throws {
        #expect(try await server.events().isEmpty)
        #expect(try await server.post("/v1/batch", json: #"{"batch":[\#(productViewed())]}"#).status == 200)
        #expect(try await server.events().count == 1)
    }

    @Test func aTruncatedGzipBodyIs400() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let whole = try gzip(Data(#"{"batch":[\#(productViewed()),\#(productViewed())]}"#.utf8))
        let answer = try await server.send(
            "POST", "/v1/batch", body: whole.prefix(whole.count / 2), headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"])
        #expect(answer.status == 400)
        try await expectNothingStoredAndStillServing(server)
    }

    @Test func aGzipBombIs413() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let bomb = try gzip(Data(#"{"batch":[],"pad":""#.utf8) + Data(repeating: 0x61, count: 20_000_000) + Data(#""}"#.utf8))
        let answer = try await server.send(
            "POST", "/v1/batch", body: bomb, headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"])
        #expect(answer.status == 413)
        try await expectNothingStoredAndStillServing(server)
    }

    @Test func aHundredMegabyteBodyIs413WithoutReadingIt() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        let status = await offThePool {
            connection.write("POST /v1/batch HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 104857600\r\n\r\n")
            connection.write([UInt8](repeating: 0x20, count: 1 << 20))
            return connection.readStatus()
        }
        #expect(status == 413)
        try await expectNothingStoredAndStillServing(server)
    }

    @Test func aChunkedBodyOverTheLimitIs413() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        let status = await offThePool {
            connection.write("POST /v1/batch HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
            let chunk = "10000\r\n" + String(repeating: " ", count: 0x10000) + "\r\n"
            for _ in 0..<10 { connection.write(chunk) }
            connection.write("0\r\n\r\n")
            return connection.readStatus()
        }
        #expect(status == 413)
        try await expectNothingStoredAndStillServing(server)
    }

    @Test func invalidUTF8DeepNestingAndManyKeysAre400OrStoredWhole() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        var invalid = Data(#"{"batch":[{"type":"track","event":""#.utf8)
        invalid.append(contentsOf: [0xC3, 0x28])
        invalid.append(Data(#"","userId":"u"}]}"#.utf8))
        #expect(try await server.send("POST", "/v1/batch", body: invalid).status == 400)
        let deep =
            #"{"batch":[{"type":"track","event":"A","userId":"u","properties":{"x":"# + String(repeating: "[", count: 10_000)
            + String(repeating: "]", count: 10_000) + "}}]}"
        #expect(try await server.post("/v1/batch", json: deep).status == 400)
        let keys = "{" + (0..<100_000).map { "\"k\($0)\":1" }.joined(separator: ",") + "}"
        let manyKeys = try await server.post("/v1/track", json: #"{"event":"A","userId":"u","properties":\#(keys)}"#)
        #expect(manyKeys.status == 413)
        try await expectNothingStoredAndStillServing(server)
    }

    @Test func aWrongContentTypeIs415() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let answer = try await server.send(
            "POST", "/v1/batch", body: Data(#"{"batch":[\#(productViewed())]}"#.utf8), headers: ["Content-Type": "application/x-www-form-urlencoded"])
        #expect(answer.status == 415)
        try await expectNothingStoredAndStillServing(server)
    }

    @Test func slowClientsDoNotHoldUpOthers() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        var slow: [RawConnection] = []
        for _ in 0..<50 {
            let connection = try RawConnection(port: server.port)
            connection.write("POST /v1/batch HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n")
            slow.append(connection)
        }
        let clock = ContinuousClock()
        let started = clock.now
        try await expectNothingStoredAndStillServing(server)
        #expect(clock.now - started < .seconds(10))
        for connection in slow { connection.write("X-Trickle: 1\r\n") }
    }
}
