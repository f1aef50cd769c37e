import Foundation
import Testing
import TrackPlanCollectorServer

#if canImport(Glibc)
    import Glibc
#endif

/// Stopping the forwarder (its task cancelled, as the collector's shutdown does) while the upstream holds the
/// request returns at once and leaves the message pending. The upstream here takes each request and never answers;
/// each round cancels once the upstream holds that round's request (waited for, not slept for), so a slow machine
/// cannot cancel a request before it arrives. The 60 s bounds are limits against hanging, not timings.
@Suite(.timeLimit(.minutes(3))) struct ForwarderCancellationTests {
    @Test func cancellingTheForwarderWhileTheUpstreamHoldsTheRequestReturns() async throws {
        let upstream = try SilentListener()
        defer { upstream.stop() }
        let proxy = try await RunningCollector.start { $0.forward = ForwardOptions(url: upstream.base) }
        defer { Task { await proxy.stop() } }
        #expect(try await proxy.post("/v1/batch", json: #"{"batch":[\#(productViewed(messageId: "held-1"))]}"#).status == 200)
        for round in 1...5 {
            let forwarder = Forwarder(store: proxy.collector.store, options: ForwardOptions(url: upstream.base))
            let running = Task { await forwarder.run() }
            #expect(try await upstream.waitUntilHolding(round, within: .seconds(60)), "round \(round): no request reached the upstream")
            running.cancel()
            #expect(try await returns(running, within: .seconds(60)), "round \(round): run() did not return within 60 s")
        }
        #expect(try await proxy.collector.store.forwardCounts()[.pending] == 1)
        #expect(upstream.heldBatchRequests == 5, "each round's request reached the upstream and was never answered")
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

/// A TCP server on 127.0.0.1 that takes every connection and its request and never answers: each connection stays
/// open, holding its request, until `stop()`. A thread of its own accepts (polling, so it can stop).
private final class SilentListener: @unchecked Sendable {
    private let socket: Int32
    let port: UInt16
    var base: String { "http://127.0.0.1:\(port)" }
    private let lock = NSLock()
    private var held = 0
    private var connections: [Int32] = []
    private var stopping = false
    private let stopped = DispatchSemaphore(value: 0)

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
        Thread { [self] in acceptUntilStopped() }.start()
    }

    /// How many connections brought a `POST /v1/batch` (each is held, never answered).
    var heldBatchRequests: Int { lock.withLock { held } }

    /// Whether `count` batch requests are held within `bound` (polled).
    func waitUntilHolding(_ count: Int, within bound: Duration) async throws -> Bool {
        let deadline = ContinuousClock.now + bound
        while heldBatchRequests < count, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        return heldBatchRequests >= count
    }

    private func acceptUntilStopped() {
        defer { stopped.signal() }
        while !lock.withLock({ stopping }) {
            var waiting = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 50) > 0 else { continue }
            let connection = accept(socket, nil, nil)
            guard connection >= 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let count = recv(connection, &buffer, buffer.count, 0)
            let isBatch = count > 0 && String(decoding: buffer[..<count], as: UTF8.self).hasPrefix("POST /v1/batch ")
            lock.withLock {
                connections.append(connection)
                if isBatch { held += 1 }
            }
        }
    }

    /// Ends the accepting thread, then closes every connection and the socket.
    func stop() {
        lock.withLock { stopping = true }
        stopped.wait()
        for connection in lock.withLock({ connections }) { close(connection) }
        close(socket)
    }
}
