/// How the client cuts the app's use into sessions (`TrackPlanOptions.sessions`; off when nil). See Docs/Sessions.md.
///
/// ```swift
/// options.sessions = SessionOptions(events: .tracked(in: ConsentCategory.analytics))
/// ```
public struct SessionOptions: Sendable {
    /// A return to the foreground after at least this long in the background starts a new session (5 minutes by
    /// default, as TelemetryDeck and Amplitude's mobile SDKs do).
    public var backgroundTimeout: Double
    /// An event after at least this long without any starts a new session (30 minutes by default, Segment's and
    /// Google Analytics' idle timeout).
    public var idleTimeout: Double
    /// Whether `Session Started` / `Session Ended` are tracked, and in which consent category.
    public var events: SessionEventsOption
    /// Which envelopes carry `context.retention` (sessions so far, distinct days, previous session length,
    /// first-session date, new install).
    public var retention: RetentionPlacement

    public init(
        backgroundTimeout: Double = 300, idleTimeout: Double = 1_800, events: SessionEventsOption = .off,
        retention: RetentionPlacement = .firstEventOfSession
    ) {
        self.backgroundTimeout = backgroundTimeout
        self.idleTimeout = idleTimeout
        self.events = events
        self.retention = retention
    }
}

/// Which envelopes carry the retention figures. They are the same for every event of a session, so by default
/// only the session's first event (its `Session Started`, when those are on) carries them, and a query joins the
/// rest on `context.sessionId`: about 115 bytes, and their share of every append, saved on each other event.
public enum RetentionPlacement: Sendable, Hashable {
    /// The first event of each session (default).
    case firstEventOfSession
    /// Every event, for tools that cannot join (at the price of the bytes on every envelope).
    case everyEvent
    /// None.
    case off
}

/// Whether the client tracks `Session Started` and `Session Ended` (opt-in), and under which of the plan's consent
/// categories they pass the gate and are purged on withdrawal.
public struct SessionEventsOption: Sendable {
    let isOn: Bool
    let consentCategory: String?
    let consentDefault: ConsentDefault

    /// No session events; the session id and retention figures still ride on every envelope.
    public static let off = SessionEventsOption(isOn: false, consentCategory: nil, consentDefault: .granted)

    /// Tracked in the plan's `category` (the generated `ConsentCategory` case), gated like the plan's own events.
    public static func tracked<Category: PlanConsentCategory>(in category: Category) -> SessionEventsOption {
        SessionEventsOption(isOn: true, consentCategory: category.rawValue, consentDefault: category.consentDefault)
    }

    /// Tracked outside any consent category: sent whatever the user chose.
    public static let trackedWithoutCategory = SessionEventsOption(isOn: true, consentCategory: nil, consentDefault: .granted)
}
