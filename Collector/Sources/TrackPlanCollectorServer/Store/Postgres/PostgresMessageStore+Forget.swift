import PostgresNIO

/// A forget request in one transaction holding the forget lock exclusively: ingest transactions (which hold it
/// shared) either committed before, and their messages are erased here, or start after, and see the forgotten ids.
extension PostgresMessageStore {
    public func forget(_ request: ForgetRequest) async throws -> ForgetOutcome {
        try await transaction { [logger] connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(PostgresSchema.forgetLock))", logger: logger)
            let recorded = try await connection.query(
                """
                INSERT INTO forget_requests (user_id, anonymous_id, message_id, idempotency_key, received_at)
                VALUES (\(request.userId), \(request.anonymousId), \(request.messageId), \(request.idempotencyKey), \(request.receivedAt))
                ON CONFLICT (idempotency_key) DO NOTHING RETURNING id
                """, logger: logger
            ).collect()
            guard let row = recorded.first else { return ForgetOutcome(recorded: false, erased: 0) }
            let requestID = try row.decode(Int64.self)
            var erased = 0
            if let userId = request.userId {
                try await connection.query("INSERT INTO forgotten_ids VALUES ('user', \(userId)) ON CONFLICT DO NOTHING", logger: logger)
                erased += try await connection.query("DELETE FROM messages WHERE user_id = \(userId) RETURNING 1", logger: logger).collect().count
            }
            if let anonymousId = request.anonymousId {
                try await connection.query(
                    "INSERT INTO forgotten_ids VALUES ('anonymous', \(anonymousId)) ON CONFLICT DO NOTHING", logger: logger)
                erased += try await connection.query("DELETE FROM messages WHERE anonymous_id = \(anonymousId) RETURNING 1", logger: logger)
                    .collect().count
            }
            try await connection.query("UPDATE forget_requests SET erased = \(erased) WHERE id = \(requestID)", logger: logger)
            return ForgetOutcome(recorded: true, erased: erased)
        }
    }

    public func forgetRequests() async throws -> [ForgetRequest] {
        try await rows("SELECT user_id, anonymous_id, message_id, idempotency_key, received_at FROM forget_requests ORDER BY id").map {
            let (userId, anonymousId, messageId, key, receivedAt) = try $0.decode((String?, String?, String?, String?, String).self)
            return ForgetRequest(userId: userId, anonymousId: anonymousId, messageId: messageId, idempotencyKey: key, receivedAt: receivedAt)
        }
    }
}
