/// Hands each `TrackPlanActivity` to every open `activity()` stream. With no stream open, `emit` takes the lock,
/// sees no listener and returns without building the value (it is an autoclosure). Each stream buffers the
/// newest 256 values; a reader that falls further behind loses the oldest, never blocks the runtime.
final class ActivityHub: Sendable {
    static let bufferSize = 256
    private let listeners = Locked<(next: Int, continuations: [Int: AsyncStream<TrackPlanActivity>.Continuation])>((0, [:]))

    func stream() -> AsyncStream<TrackPlanActivity> {
        let (stream, continuation) = AsyncStream.makeStream(of: TrackPlanActivity.self, bufferingPolicy: .bufferingNewest(Self.bufferSize))
        let id = listeners.withLock { listeners in
            defer { listeners.next += 1 }
            listeners.continuations[listeners.next] = continuation
            return listeners.next
        }
        continuation.onTermination = { [weak self] _ in _ = self?.listeners.withLock { $0.continuations.removeValue(forKey: id) } }
        return stream
    }

    func emit(_ activity: @autoclosure () -> TrackPlanActivity) {
        let open = listeners.withLock { $0.continuations.isEmpty ? [] : Array($0.continuations.values) }
        guard !open.isEmpty else { return }
        let value = activity()
        for continuation in open { continuation.yield(value) }
    }

    /// Ends every stream (the client stopped).
    func finish() {
        let open = listeners.withLock { listeners in
            defer { listeners.continuations = [:] }
            return Array(listeners.continuations.values)
        }
        for continuation in open { continuation.finish() }
    }
}
