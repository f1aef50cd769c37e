import PostgresNIO

/// The forwarding queue is the `forward` column of `messages`. Several instances may forward from one database;
/// each round claims nothing, so two instances can send the same batch: the upstream de-duplicates by the
/// batch's `Idempotency-Key` (its first and last message id) and each message's `messageId`.
extension PostgresMessageStore {
    public func pendingForward(limit: Int) async throws -> [StoredMessage] {
        try await rows("SELECT \(unescaped: Self.columns) FROM messages WHERE forward = 1 ORDER BY id LIMIT \(limit)").map(
            Self.message(from:))
    }

    public func markForwarded(_ ids: [Int64], state: ForwardState) async throws {
        _ = try await rows("UPDATE messages SET forward = \(Int16(state.rawValue)) WHERE id = ANY(\(ids))")
    }

    public func markForwardAttempt(_ ids: [Int64]) async throws {
        _ = try await rows(
            """
            UPDATE messages SET forward_attempts = forward_attempts + 1,
                forward = CASE WHEN forward_attempts + 1 >= \(maxForwardAttempts) THEN 3 ELSE forward END WHERE id = ANY(\(ids))
            """)
    }

    public func forwardCounts() async throws -> [ForwardState: Int] {
        var counts: [ForwardState: Int] = [:]
        for row in try await rows("SELECT forward::INTEGER, COUNT(*)::BIGINT FROM messages GROUP BY forward") {
            let (state, count) = try row.decode((Int, Int64).self)
            if let state = ForwardState(rawValue: state) { counts[state] = Int(count) }
        }
        return counts
    }
}
