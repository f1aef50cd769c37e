import Foundation
import Testing
import TrackPlanCollectorServer

#if canImport(Glibc)
    import Glibc
#endif

/// Stopping the forwarder (its task cancelled, as the collector's shutdown does) while the upstream holds the
/// request returns at once and leaves the message pending. The upstream here lets connections queue on its
/// listening socket and never answers. The 60 s bound is a limit against hanging, not a timing.
@Suite(.timeLimit(.minutes(3))) struct ForwarderCancellationTests {
    @Test func cancellingTheForwarderWhileTheUpstreamHoldsTheRequestReturns() async throws {
        let upstream = try SilentListener()
        let proxy = try await RunningCollector.start { $0.forward = ForwardOptions(url: upstream.base) }
        defer { Task { await proxy.stop() } }
        #expect(try await proxy.post("/v1/batch", json: #"{"batch":[\#(productViewed(messageId: "held-1"))]}"#).status == 200)
        for round in 1...5 {
            let forwarder = Forwarder(store: proxy.collector.store, options: ForwardOptions(url: upstream.base))
            let running = Task { await forwarder.run() }
            try await Task.sleep(for: .milliseconds(100 * round))  // the request is on its way, or held
            running.cancel()
            #expect(try await returns(running, within: .seconds(60)), "round \(round): run() did not return within 60 s")
        }
        #expect(try await proxy.collector.store.forwardCounts()[.pending] == 1)
        #expect(upstream.heldBatchRequests() == 5, "each round's request reached the upstream and was never answered")
    }
}

/// Whether `task` returned within `bound` (polled; the task is only watched).
private func returns(_ task: Task<Void, Never>, within bound: Duration) async throws -> Bool {
    let ended = EndFlag()
    Task {
        await task.value
        ended.set()
    }
    let deadline = ContinuousClock.now + bound
    while ContinuousClock.now < deadline {
        if ended.isSet { return true }
        try await Task.sleep(for: .milliseconds(20))
    }
    return ended.isSet
}

private final class EndFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// A TCP socket listening on 127.0.0.1 that never accepts: the kernel completes connections into its backlog and
/// takes the request bytes, and no answer ever comes.
private final class SilentListener: @unchecked Sendable {
    private let socket: Int32
    let port: UInt16
    var base: String { "http://127.0.0.1:\(port)" }

    init() throws {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 16) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard listening else {
            close(descriptor)
            throw CollectorTestError("cannot listen on 127.0.0.1: errno \(errno)")
        }
        socket = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    /// How many connections waiting in the backlog carry a `POST /v1/batch` (each is taken and closed).
    func heldBatchRequests() -> Int {
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        var held = 0
        while case let connection = accept(socket, nil, nil), connection >= 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let count = recv(connection, &buffer, buffer.count, 0)
            if count > 0, String(decoding: buffer[..<count], as: UTF8.self).hasPrefix("POST /v1/batch ") { held += 1 }
            close(connection)
        }
        return held
    }

    deinit { close(socket) }
}
