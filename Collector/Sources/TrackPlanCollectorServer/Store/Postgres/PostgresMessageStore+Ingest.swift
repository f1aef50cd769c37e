import Foundation
import NIOCore
import PostgresNIO

extension PostgresMessageStore {
    /// One transaction: the shared forget lock, the idempotency key (unique), the forgotten ids, then the messages in
    /// one multi-row insert that skips a `messageId` already stored (the partial unique index) and a second insert
    /// that stores those as duplicates. A concurrent instance inserting the same key or id waits for this one to
    /// commit and then sees it.
    public func ingest(_ messages: [ValidatedMessage], idempotencyKey: String?, receivedAt: String, writeKey: String?, forward: [Bool])
        async throws -> IngestOutcome
    {
        try await transaction { [logger] connection in
            try await connection.query("SELECT pg_advisory_xact_lock_shared(\(PostgresSchema.forgetLock))", logger: logger)
            if let idempotencyKey {
                let inserted = try await connection.query(
                    "INSERT INTO idempotency_keys (key, received_at) VALUES (\(idempotencyKey), \(receivedAt)) ON CONFLICT DO NOTHING RETURNING 1",
                    logger: logger
                ).collect()
                if inserted.isEmpty { return .duplicateRequest }
            }
            let forgotten = try await Self.forgottenIds(in: messages, connection, logger)
            var kept: [(message: ValidatedMessage, forward: Bool)] = []
            for (message, mark) in zip(messages, forward) {
                let received = message.received
                if received.userId.map({ forgotten.contains("user:" + $0) }) == true
                    || received.anonymousId.map({ forgotten.contains("anonymous:" + $0) }) == true
                {
                    continue
                }
                kept.append((message, mark))
            }
            var stored: [StoredMessage] = []
            stored.reserveCapacity(kept.count)
            for chunk in stride(from: 0, to: kept.count, by: 2000).map({ kept[$0..<min($0 + 2000, kept.count)] }) {
                let context = Row(receivedAt: receivedAt, writeKey: writeKey)
                let firsts = try await Self.insert(chunk, duplicate: false, context, connection, logger)
                var pending = firsts.makeIterator()
                var next = pending.next()
                var again: [(message: ValidatedMessage, forward: Bool)] = []
                for entry in chunk {
                    if let inserted = next, inserted.messageId == entry.message.received.messageId {
                        stored.append(StoredMessage(entry.message, id: inserted.id, receivedAt: receivedAt, duplicate: false, writeKey: writeKey))
                        next = pending.next()
                    } else {
                        again.append(entry)
                    }
                }
                if !again.isEmpty {
                    let duplicates = try await Self.insert(again[...], duplicate: true, context, connection, logger)
                    for (entry, inserted) in zip(again, duplicates) {
                        stored.append(StoredMessage(entry.message, id: inserted.id, receivedAt: receivedAt, duplicate: true, writeKey: writeKey))
                    }
                }
            }
            return .stored(stored.sorted { $0.id < $1.id }, forgotten: messages.count - kept.count)
        }
    }

    /// The columns every message of one request shares.
    struct Row {
        var receivedAt: String
        var writeKey: String?
    }

    /// `kind:id` of the request's user and anonymous ids that a forget request named.
    static func forgottenIds(in messages: [ValidatedMessage], _ connection: PostgresConnection, _ logger: Logger) async throws -> Set<String> {
        let users = Array(Set(messages.compactMap(\.received.userId)))
        let anonymous = Array(Set(messages.compactMap(\.received.anonymousId)))
        var found: Set<String> = []
        let rows = try await connection.query(
            """
            SELECT kind, id FROM forgotten_ids
            WHERE (kind = 'user' AND id = ANY(\(users))) OR (kind = 'anonymous' AND id = ANY(\(anonymous)))
            """, logger: logger)
        for try await (kind, id) in rows.decode((String, String).self) { found.insert(kind + ":" + id) }
        return found
    }

    /// One multi-row insert; without `duplicate` it skips rows whose `messageId` is already stored as a first
    /// sighting. Returns the inserted rows' ids and message ids in the order given (PostgreSQL returns a
    /// `VALUES` insert's rows in order).
    static func insert(
        _ entries: ArraySlice<(message: ValidatedMessage, forward: Bool)>, duplicate: Bool, _ row: Row, _ connection: PostgresConnection,
        _ logger: Logger
    ) async throws -> [(id: Int64, messageId: String?)] {
        var bindings = PostgresBindings(capacity: entries.count * 13)
        var values: [String] = []
        values.reserveCapacity(entries.count)
        for (offset, entry) in entries.enumerated() {
            let received = entry.message.received
            bindings.append(received.messageId)
            bindings.append(received.type?.rawValue)
            bindings.append(received.eventName)
            bindings.append(received.userId)
            bindings.append(received.anonymousId)
            bindings.append(row.receivedAt)
            bindings.append(entry.message.isValid)
            bindings.append(duplicate)
            bindings.append(!entry.message.isUnplanned)
            bindings.append(row.writeKey)
            bindings.append(StoredMessage.problemsJSON(entry.message.problems))
            bindings.append(ByteBuffer(bytes: received.raw))
            bindings.append(Int16(entry.forward ? ForwardState.pending.rawValue : ForwardState.none.rawValue))
            let base = offset * 13
            values.append("(" + (1...13).map { "$\(base + $0)" }.joined(separator: ",") + ")")
        }
        let sql = """
            INSERT INTO messages (message_id, type, event, user_id, anonymous_id, received_at, valid, duplicate, planned, write_key,
                problems, raw, forward) VALUES \(values.joined(separator: ","))
            \(duplicate ? "" : "ON CONFLICT (message_id) WHERE NOT duplicate DO NOTHING") RETURNING id, message_id
            """
        var inserted: [(id: Int64, messageId: String?)] = []
        inserted.reserveCapacity(entries.count)
        for try await (id, messageId) in try await connection.query(PostgresQuery(unsafeSQL: sql, binds: bindings), logger: logger).decode(
            (Int64, String?).self)
        {
            inserted.append((id, messageId))
        }
        return inserted
    }
}
