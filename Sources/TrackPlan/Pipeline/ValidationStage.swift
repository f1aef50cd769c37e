/// What to do with an event whose generated validator found broken rules.
public enum InvalidEventPolicy: String, Sendable, Hashable {
    /// Drop it, count it under `invalid`, and log the issues.
    case reject
    /// Send it anyway and log the issues (for plans still being tuned).
    case sendAndReport
}

/// The `validate` stage: runs the event's generated `validate(into:)` and applies the policy. Never traps, in any
/// build. `TrackPlanOptions.invalidEvents` chooses its policy.
struct ValidationStage: Sendable {
    let policy: InvalidEventPolicy

    func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict {
        process(draft.event, into: &draft.validation, log: log)
    }

    /// The same, with the event passed apart from its draft (`track` keeps the two apart: `DraftFields`).
    func process<Event: TrackedEvent>(_ event: Event, into report: inout ValidationReport, log: TrackPlanLogger) -> StageVerdict {
        event.validate(into: &report)
        guard !report.isValid else { return .proceed }
        let issues = report.issues  // joined into text only if the logger keeps the message
        switch policy {
        case .reject:
            log.report(.warning, "event_invalid", "\(Event.wireName) rejected: \(issues.map(\.description).joined(separator: "; "))")
            return .drop(.invalid)
        case .sendAndReport:
            log.report(.warning, "event_invalid", "\(Event.wireName) sent despite: \(issues.map(\.description).joined(separator: "; "))")
            return .proceed
        }
    }
}
