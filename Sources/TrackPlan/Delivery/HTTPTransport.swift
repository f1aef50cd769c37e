/// Sends one assembled batch and reports what happened. Implementations never throw: every failure is an outcome,
/// so the delivery policy sees all of them.
public protocol HTTPTransport: Sendable {
    func send(_ request: BatchRequest) async -> TransportOutcome
}
