/// Why an event left the queue without being delivered. Every drop is counted under one of these.
///
/// An open set: the runtime's reasons are the static members below, and a stage may name its own
/// (`DropReason(code: "consent_denied")`), so a new reason in a later release is never a source break. Match the
/// reasons you care about with `==` and keep a default branch. `code` is stable: it is what logs, `stats()`
/// descriptions and dashboards show; it never changes for a given reason.
public struct DropReason: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The stable identifier: lowercase snake_case, e.g. `buffer_cap`.
    public let code: String

    /// A reason of your own (a custom stage's), e.g. `DropReason(code: "sampled_out")`. The runtime's own codes are
    /// the static members; reuse one only when it means exactly that.
    public init(code: String) {
        self.code = code
    }

    /// Older than `maxEventAge` when the queue was rehydrated.
    public static let expired = DropReason(code: "expired")
    /// The buffer held `bufferCap` events; the oldest made room for the newest.
    public static let bufferCap = DropReason(code: "buffer_cap")
    /// The log's live bytes exceeded `diskCapBytes`; the oldest made room.
    public static let diskCap = DropReason(code: "disk_cap")
    /// Events missing from the log on rehydration: damaged records (counted from the gap in sequence numbers) or a
    /// log cut short while the app was not running (counted against `queue.state`).
    public static let corrupt = DropReason(code: "corrupt")
    /// The disk was full and the memory buffer for the events it refused was full too.
    public static let storageFull = DropReason(code: "storage_full")
    /// The log could not be written (read-only, permissions, I/O error) and the memory buffer was full too.
    public static let storageUnwritable = DropReason(code: "storage_unwritable")
    /// The envelope was larger than `maxEventBytes`; rejected at `track`.
    public static let oversized = DropReason(code: "oversized")
    /// The event failed validation and the policy is `.reject`.
    public static let invalid = DropReason(code: "invalid")
    /// The collector refused the batch for good (400, 422, 413 for a single event, attempts exhausted).
    public static let permanentFailure = DropReason(code: "permanent_failure")
    /// `track` was called after `stop()`.
    public static let stopped = DropReason(code: "stopped")
    /// `TrackPlanOptions.beforeSendError` returned nil for a captured error.
    public static let beforeSendError = DropReason(code: "before_send_error")
    /// Tracked before `start` on a `PendingTrackPlanClient` whose buffer was full.
    public static let pendingCap = DropReason(code: "pending_cap")

    /// The event's consent category was denied when it was tracked (by the user, or by the plan's default).
    public static let consentDenied = DropReason(code: "consent_denied")
    /// The event was queued, then the user withdrew its consent category before it was sent.
    public static let consentWithdrawn = DropReason(code: "consent_withdrawn")
    /// The event was queued for a user `forget()` erased before it was sent.
    public static let forgotten = DropReason(code: "forgotten")

    /// Tracked while Xcode rendered a SwiftUI preview (`XCODE_RUNNING_FOR_PREVIEWS`): never stored or sent.
    public static let preview = DropReason(code: "preview")

    /// The reasons the runtime itself counts under, in code order.
    public static let builtIn: [DropReason] = [
        .beforeSendError, .bufferCap, .consentDenied, .consentWithdrawn, .corrupt, .diskCap, .expired, .forgotten, .invalid, .oversized,
        .pendingCap, .permanentFailure, .preview, .stopped, .storageFull, .storageUnwritable,
    ]

    public static func < (lhs: DropReason, rhs: DropReason) -> Bool { lhs.code < rhs.code }

    public var description: String { code }
}

/// Counters of dropped events, by reason.
public struct DropCounts: Sendable, Hashable, CustomStringConvertible {
    public private(set) var byReason: [DropReason: Int] = [:]

    public init() {}

    public subscript(reason: DropReason) -> Int { byReason[reason, default: 0] }

    public var total: Int { byReason.values.reduce(0, +) }

    public mutating func add(_ count: Int, _ reason: DropReason) {
        guard count > 0 else { return }
        byReason[reason, default: 0] += count
    }

    public mutating func merge(_ other: DropCounts) {
        for (reason, count) in other.byReason { add(count, reason) }
    }

    /// `buffer_cap=3 invalid=1`: codes in order, for logs.
    public var description: String {
        byReason.keys.sorted().map { "\($0.code)=\(byReason[$0]!)" }.joined(separator: " ")
    }
}
