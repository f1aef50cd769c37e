extension EventKind {
    /// `event` or `screen`: how diagnostics, rule ids (`duplicate-event`) and generated docs name the kind.
    public var noun: String {
        switch self {
        case .track: return "event"
        case .screen: return "screen"
        }
    }
}
