import Foundation

/// Everything `TrackPlanClient.start` needs. Checked at start; see `TrackPlanError` for what is refused.
public struct TrackPlanOptions: Sendable {
    /// Sent as the user name of HTTP basic auth.
    public var writeKey: String
    /// The collector's base URL; batches go to `{endpoint}/v1/batch`.
    public var endpoint: String
    /// Where the queue's log lives; nil keeps events in memory only (they do not survive the process).
    public var storageDirectory: URL?
    /// Most events in one batch (one HTTP request).
    public var batchSize = 20
    /// When the client flushes without being asked: every 20 events, every 5 s, and on entering the background
    /// by default. `[.manual]` leaves flushing to the app. See `FlushPolicy`.
    public var flushPolicies = FlushPolicy.defaults
    /// Most events queued; over it the oldest are dropped and counted (see Docs/Runtime.md for the choice).
    public var bufferCap = 100_000
    /// Most bytes of live records in the log; over it the oldest are dropped and counted.
    public var diskCapBytes = 64 << 20
    /// Largest envelope `track` accepts, in bytes; a larger event is rejected at `track` and counted as
    /// `oversized`. Must leave room for the batch wrapper within `maxBatchBytes`.
    public var maxEventBytes = 64 << 10
    /// Events older than this when the queue is rehydrated are dropped and counted.
    public var maxEventAge: TimeInterval = 7 * 24 * 3600
    /// Most bytes of envelopes in one batch (the collector's request limit).
    public var maxBatchBytes = 500_000
    /// `fsync` every append: survives power loss too, at the price of a disk flush per `track`.
    public var syncEachWrite = false
    /// Backoff, attempts, circuit breaker and pause settings (its `batchSize` is replaced by `batchSize`).
    public var retry = DeliveryPolicy()
    /// What happens to events that fail their plan's validation.
    public var invalidEvents = InvalidEventPolicy.reject
    /// The app's own steps, run in order in the pipeline's `processors` stage: after validation, consent, PII, super
    /// properties and enrichment, before encoding (see `EventProcessor`, `PipelineStage`).
    public var processors: [any EventProcessor] = []
    /// The earlier name of `processors`.
    @available(*, deprecated, renamed: "processors")
    public var stages: [any EventProcessor] {
        get { processors }
        set { processors = newValue }
    }
    /// The plan's consent categories (`.plan(ConsentCategory.self)`), so every envelope's
    /// `context.consent.categoryPreferences` lists them all from the first event. The gate applies the plan's
    /// defaults without it; see Docs/Consent.md.
    public var consentCategories = ConsentRegistration.none
    /// Replace email addresses and payment-card numbers found in string property values with `<email>` /
    /// `<card>` before the event is stored (on by default; see Docs/Privacy.md). Switch it at run time with
    /// `TrackPlanClient.setScrubPII(_:)`; turn it off only where the app has a lawful basis to send such values.
    public var scrubPII = true
    /// The key of the plan's `hash` PII actions (HMAC-SHA-256). nil uses the install's own random key, kept in
    /// `storageDirectory` as `pii-hash.key` (per process without one). Give the same key everywhere to join hashed
    /// values across installs or with your backend; see Docs/Privacy.md.
    public var piiHashKey: PIIHashKey?
    /// The envelope's `context` (app, OS, device, locale, time zone, library, screen); nil detects it at start
    /// with `EventContext.detected()`. Set it to override any field.
    public var context: EventContext?
    /// The plan's identity for the envelopes no generated type makes: `alias`, and `identify`/`group` without
    /// traits. Set it to the generated `TrackPlanInfo.planStamp`; events, screens and traits carry their own.
    public var plan = PlanStamp.none
    /// How many breadcrumbs (recent events and the app's notes) an error event carries.
    public var breadcrumbCapacity = 50
    /// Sees every captured error before it is queued: return it (edited, e.g. with a message cleaned of data the
    /// scrubber cannot recognise) to send it, or nil to drop it (counted as `before_send_error`).
    public var beforeSendError: (@Sendable (CapturedError) -> CapturedError?)?
    /// Record a crash (a fatal signal: SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT) in the storage directory and
    /// send it at the next start as an unhandled `Application Error` (off by default; one client per process; see
    /// Docs/Runtime.md).
    public var captureFatalSignals = false
    /// Track `Application Installed` / `Updated` / `Opened` / `Backgrounded` (off by default; see Docs/Runtime.md).
    /// Installed and Updated need a storage directory, where the version is remembered between launches.
    public var trackLifecycleEvents = false
    /// Sessions: a session id, and retention figures, on every envelope; a new session after a long background or
    /// idle time; `Session Started` / `Session Ended` when asked for (off when nil; see `SessionOptions` and
    /// Docs/Sessions.md). Transitions come from `lifecycleSource`.
    public var sessions: SessionOptions?
    /// Mark every envelope as test data (`context.testMode: true`), so the collector and the warehouse can tell
    /// events from a developer's build apart. On in DEBUG builds of the runtime (an app's debug build), off in
    /// release; set it to override.
    public var testMode = TrackPlanOptions.isDebugBuild
    /// Drop every event while Xcode renders a SwiftUI preview (counted as `preview`; see `PreviewDetection`).
    public var dropsEventsInPreviews = PreviewDetection.isRunningForPreviews()
    /// Where lifecycle transitions come from when `trackLifecycleEvents` is on; nil uses the UIKit or AppKit
    /// notifications (none on other platforms).
    public var lifecycleSource: (any LifecycleSource)?
    /// The device's anonymous id; nil mints one (persisted beside the queue when there is a storage directory).
    public var anonymousId: String?
    /// Called with every batch that will never be delivered, before it leaves the queue.
    public var onPermanentFailure: (@Sendable (PermanentFailure) -> Void)?
    /// How long `refreshEntitlements()` waits for the collector: for each chunk of the answer, and twice that for
    /// the whole exchange. A timeout throws `EntitlementError.network` and keeps the cached entitlements.
    public var entitlementTimeout: TimeInterval = 30
    /// Where warnings and errors go (standard error by default).
    public var logger = TrackPlanLogger.standardError
    /// Injected in tests; the wall clock otherwise.
    public var clock: any TrackPlanClock = SystemClock()
    /// Injected in tests; `URLSessionTransport` otherwise.
    public var transport: (any HTTPTransport)?

    public init(writeKey: String, endpoint: String, storageDirectory: URL?) {
        self.writeKey = writeKey
        self.endpoint = endpoint
        self.storageDirectory = storageDirectory
    }

    /// Whether the runtime was compiled for debugging (the app's debug configuration, for a SwiftPM dependency).
    public static var isDebugBuild: Bool {
        #if DEBUG
            true
        #else
            false
        #endif
    }

    /// The options' problems, first one thrown by `start`.
    func validated() throws(TrackPlanError) -> URL {
        guard !writeKey.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw .emptyWriteKey }
        guard let url = URL(string: endpoint), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { throw .invalidEndpoint(endpoint) }
        try require(batchSize >= 1, "batchSize", "must be at least 1")
        try require(!flushPolicies.isEmpty, "flushPolicies", "must list at least one policy (use [.manual] for flush() only)")
        for policy in flushPolicies {
            if let problem = policy.problem { throw .invalidOption(name: "flushPolicies", reason: "\(policy): \(problem)") }
        }
        try require(bufferCap >= 1, "bufferCap", "must be at least 1")
        try require(diskCapBytes >= 1024, "diskCapBytes", "must be at least 1024")
        try require(maxEventAge > 0, "maxEventAge", "must be positive")
        try require(entitlementTimeout > 0, "entitlementTimeout", "must be positive")
        try require(maxBatchBytes >= 1024, "maxBatchBytes", "must be at least 1024")
        try require(maxEventBytes >= 256, "maxEventBytes", "must be at least 256")
        try require(
            maxEventBytes <= maxBatchBytes - BatchRequestBuilder.wrapperBytes, "maxEventBytes",
            "must leave \(BatchRequestBuilder.wrapperBytes) bytes for the batch wrapper within maxBatchBytes")
        if let sessions {
            try require(sessions.backgroundTimeout >= 0, "sessions.backgroundTimeout", "must not be negative")
            try require(sessions.idleTimeout > 0, "sessions.idleTimeout", "must be positive")
        }
        try require(maxEventBytes <= RecordFrame.maxEventBytes, "maxEventBytes", "must be at most \(RecordFrame.maxEventBytes)")
        return url
    }

    private func require(_ condition: Bool, _ name: String, _ reason: String) throws(TrackPlanError) {
        if !condition { throw .invalidOption(name: name, reason: reason) }
    }
}
