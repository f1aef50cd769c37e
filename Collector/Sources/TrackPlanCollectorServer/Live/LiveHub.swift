import Foundation

/// Fans stored messages out to the live page's server-sent-event streams. Each subscriber has a bounded
/// buffer: a page that cannot keep up loses its oldest unsent lines, ingestion never waits for it.
public final class LiveHub: Sendable {
    private let subscribers = Locked<[UUID: AsyncStream<String>.Continuation]>([:])

    public init() {}

    /// A stream of `StoredMessage.json` lines, until the subscriber goes away.
    public func subscribe() -> AsyncStream<String> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(2000))
        // A comment line every 15 s keeps quiet streams open through idle timeouts and proxies.
        let heartbeat = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                continuation.yield(Self.heartbeat)
            }
        }
        continuation.onTermination = { [subscribers] _ in
            heartbeat.cancel()
            subscribers.withLock { _ = $0.removeValue(forKey: id) }
        }
        subscribers.withLock { $0[id] = continuation }
        return stream
    }

    /// The line a subscriber receives as a keep-alive; the stream sends it as an SSE comment.
    static let heartbeat = "heartbeat"
    /// The line a subscriber receives after `POST /api/reset`.
    static let reset = "reset"

    public var subscriberCount: Int { subscribers.withLock { $0.count } }

    func publish(_ messages: [StoredMessage]) {
        let continuations = subscribers.withLock { Array($0.values) }
        guard !continuations.isEmpty else { return }
        for message in messages {
            let line = message.json
            for continuation in continuations { continuation.yield(line) }
        }
    }

    /// Tells every page the store was emptied.
    func publishReset() {
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.yield(Self.reset) }
    }
}

/// A value behind a lock.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched inside `withLock`.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
