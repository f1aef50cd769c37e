/// What the client's free-text scrubber has replaced since start, and which kinds have been reported to the logger
/// (each kind once, so a stream of events with email addresses logs one line, not one per event). Whether it runs
/// is read with the rest of `track`'s call state (`TrackPipeline.CallState.scrubsPII`), under the one lock `track`
/// takes; this is touched only when something was replaced.
final class PIIScrubReport: Sendable {
    private struct State {
        var replaced = PIIScrubCounts()
        var reported: Set<PIIKind> = []
    }

    private let state = Locked(State())

    /// What has been replaced since start.
    var replaced: PIIScrubCounts { state.withLock { $0.replaced } }

    /// Adds what one event's encoding replaced; logs `pii_scrubbed` the first time each kind is seen.
    func record(_ counts: PIIScrubCounts, eventName: String, log: TrackPlanLogger) {
        let firstSeen = state.withLock { state -> [PIIKind] in
            state.replaced.add(counts)
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
