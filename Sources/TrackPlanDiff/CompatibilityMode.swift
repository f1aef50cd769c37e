/// Which data direction must hold, as in Confluent's schema registry. Source compatibility is always checked.
public enum CompatibilityMode: String, Sendable, Hashable, CaseIterable {
    /// New readers must read old data (the warehouse's history). The default.
    case backward
    /// Old readers must read new data (consumers deployed before the app update).
    case forward
    /// Both directions.
    case full

    /// The audiences whose breakage fails the diff in this mode.
    public var enforcedAudiences: [Audience] {
        switch self {
        case .backward: return [.source, .dataBackward]
        case .forward: return [.source, .dataForward]
        case .full: return [.source, .dataBackward, .dataForward]
        }
    }
}

/// How readers treat properties (and events) the plan does not list.
public enum EventOpenness: String, Sendable, Hashable, CaseIterable {
    /// The plan lists every event and property; readers reject what it does not list. Objects the plan itself
    /// marks `additionalProperties: true` stay open. The default.
    case closed
    /// Readers ignore events and properties they do not know, whatever `additionalProperties` says.
    case open
}

/// The settings a diff runs with.
public struct DiffSettings: Sendable, Hashable {
    public var mode: CompatibilityMode
    public var openness: EventOpenness

    public init(mode: CompatibilityMode = .backward, openness: EventOpenness = .closed) {
        self.mode = mode
        self.openness = openness
    }

    /// Whether readers of an object with this `additionalProperties` tolerate unknown keys.
    func isOpen(_ allowsAdditionalProperties: Bool) -> Bool {
        openness == .open || allowsAdditionalProperties
    }
}
