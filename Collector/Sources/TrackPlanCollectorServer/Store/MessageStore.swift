import Foundation

/// Where the collector keeps messages, forget requests and the forwarding queue. Two implementations pass one
/// contract suite: `SQLiteMessageStore` (one process, the default) and `PostgresMessageStore` (any number of
/// instances on one database). Idempotency keys and `messageId` first-sightings are decided by the database's
/// unique constraints, never by process memory, so they hold across instances and restarts.
public protocol MessageStore: Sendable {
    /// Stores one request's messages in one transaction (all or nothing). `forward[i]` marks message i for the
    /// forwarder. Messages of a forgotten user or anonymous id are not stored (counted in the outcome).
    func ingest(_ messages: [ValidatedMessage], idempotencyKey: String?, receivedAt: String, writeKey: String?, forward: [Bool])
        async throws -> IngestOutcome

    /// Newest first, at most `limit`, filtered by validity and event name.
    func events(status: StatusFilter, event: String?, limit: Int) async throws -> [StoredMessage]
    /// Oldest first, the messages stored with an id above `cursor` (the live page's feed across instances).
    func messages(after cursor: Int64, limit: Int) async throws -> [StoredMessage]
    /// The messages stored under these ids (those still there), in any order.
    func messages(ids: [Int64]) async throws -> [StoredMessage]
    /// The highest id stored, 0 when empty.
    func lastID() async throws -> Int64
    /// Totals and per type and event counts for `GET /api/summary`.
    func summary() async throws -> StoreSummary
    /// Empties the store: messages and idempotency keys (forget requests stay: they are the user's right).
    func reset() async throws

    /// Records a forget request (once per idempotency key) and erases every stored message of its ids.
    func forget(_ request: ForgetRequest) async throws -> ForgetOutcome
    /// Every forget request, oldest first.
    func forgetRequests() async throws -> [ForgetRequest]

    /// Deletes at most `limit` messages that `policy` no longer keeps, oldest first; returns how many.
    func deleteExpired(_ policy: RetentionPolicy, now: Date, limit: Int) async throws -> Int

    /// The oldest messages pending forwarding.
    func pendingForward(limit: Int) async throws -> [StoredMessage]
    func markForwarded(_ ids: [Int64], state: ForwardState) async throws
    /// One more failed attempt; after `maxForwardAttempts` a message is `rejected`.
    func markForwardAttempt(_ ids: [Int64]) async throws
    /// Messages per forwarding state.
    func forwardCounts() async throws -> [ForwardState: Int]
}

/// The forwarding queue lives beside the messages: a message is not forwarded, pending, delivered, or rejected
/// (by the upstream, or out of attempts).
public enum ForwardState: Int, Sendable {
    case none = 0, pending, delivered, rejected
}

/// The attempts after which a pending message is given up (state `rejected`).
let maxForwardAttempts = 10

/// What one `ingest` did.
public enum IngestOutcome: Sendable {
    /// The messages as stored, in order; `forgotten` of the request's messages named a forgotten id and were dropped.
    case stored([StoredMessage], forgotten: Int)
    /// The `Idempotency-Key` was seen before: nothing stored.
    case duplicateRequest
}

/// Which messages `GET /api/events` lists.
public enum StatusFilter: String, Sendable {
    case valid, invalid, all
}
