import Foundation

/// A small threaded HTTP/1.1 server on 127.0.0.1: one thread accepts, one thread per connection reads requests
/// (keep-alive) and answers each with `handler`. `stop()` closes the listening socket and every open connection.
final class CollectorServer: @unchecked Sendable {
    typealias Handler = @Sendable (CollectorHTTPRequest) -> CollectorHTTPResponse

    let port: UInt16
    private let listener: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var connections: Set<Int32> = []
    private var stopped = false
    private let acceptLoopEnded = DispatchSemaphore(value: 0)

    /// Binds and starts accepting at once; `port` 0 picks a free one.
    init(port: UInt16, handler: @escaping Handler) throws {
        (listener, self.port) = try LoopbackSocket.listen(port: port)
        self.handler = handler
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "collector-accept-\(self.port)"
        thread.start()
    }

    /// Stops listening and drops every connection: clients see "connection refused" or a reset.
    /// Returns once the listening socket is closed (within the accept loop's 20 ms poll).
    func stop() {
        lock.withLock {
            stopped = true
            // Under the lock: a descriptor in `connections` is still open, never one reused by someone else.
            for descriptor in connections { shutdown(descriptor, Int32(SHUT_RDWR)) }
        }
        acceptLoopEnded.wait()
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        while !isStopped {
            guard let connection = LoopbackSocket.accept(on: listener, waitingUpTo: 20) else { continue }
            let admitted = lock.withLock {
                if stopped { return false }
                connections.insert(connection)
                return true
            }
            guard admitted else {
                LoopbackSocket.shutdownAndClose(connection)
                break
            }
            let thread = Thread { [self] in serve(connection) }
            thread.name = "collector-connection-\(connection)"
            thread.start()
        }
        close(listener)
        acceptLoopEnded.signal()
    }

    private func serve(_ connection: Int32) {
        var buffer: [UInt8] = []
        defer {
            lock.withLock {
                connections.remove(connection)
                LoopbackSocket.shutdownAndClose(connection)
            }
        }
        while true {
            let request: CollectorHTTPRequest
            do {
                guard let complete = try CollectorHTTPRequest.take(from: &buffer) else {
                    guard LoopbackSocket.receive(from: connection, into: &buffer) else { return }
                    continue
                }
                request = complete
            } catch {
                let refusal = CollectorHTTPResponse.json(400, Data("\(error)".utf8))
                _ = LoopbackSocket.send(refusal.serialized(keepAlive: false), to: connection)
                return
            }
            let response = handler(request)
            let keepAlive = request.keepsAlive && !response.cutOffMidBody
            guard LoopbackSocket.send(response.serialized(keepAlive: keepAlive), to: connection), keepAlive else {
                return
            }
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
