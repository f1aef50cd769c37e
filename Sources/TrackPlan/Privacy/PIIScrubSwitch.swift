/// The client's free-text scrubber: whether it runs, what it has replaced since start, and which kinds have been
/// reported to the logger (each kind once, so a stream of events with email addresses logs one line, not one per
/// event).
final class PIIScrubSwitch: Sendable {
    private struct State {
        var isOn: Bool
        var replaced = PIIScrubCounts()
        var reported: Set<PIIKind> = []
    }

    private let state: Locked<State>

    init(isOn: Bool) {
        state = Locked(State(isOn: isOn))
    }

    var isOn: Bool {
        get { state.withLock { $0.isOn } }
        set { state.withLock { $0.isOn = newValue } }
    }

    /// What has been replaced since start.
    var replaced: PIIScrubCounts { state.withLock { $0.replaced } }

    /// Adds what one event's encoding replaced; logs `pii_scrubbed` the first time each kind is seen.
    func record(_ counts: PIIScrubCounts, eventName: String, log: TrackPlanLogger) {
        let firstSeen = state.withLock { state -> [PIIKind] in
            state.replaced.emails += counts.emails
            state.replaced.cards += counts.cards
            let seen = PIIKind.allCases.filter { counts.count(of: $0) > 0 && state.reported.insert($0).inserted }
            return seen
        }
        for kind in firstSeen {
            log.report(
                .warning, "pii_scrubbed",
                "\(eventName): a string property held \(kind == .email ? "an email address" : "a card number"); sent as \(kind.token) "
                    + "(reported once per kind; declare the property's x-pii class in the plan)")
        }
    }
}

extension PIIScrubCounts {
    func count(of kind: PIIKind) -> Int {
        switch kind {
        case .email: emails
        case .card: cards
        }
    }
}
