/// The `processors` stage: the app's `EventProcessor`s, in order. The first that drops ends the event; its reason is
/// what `stats().dropped` counts.
struct ProcessorsStage: Sendable {
    let processors: [any EventProcessor]

    func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict {
        for processor in processors {
            if case .drop(let reason) = processor.process(&draft, log: log) { return .drop(reason) }
        }
        return .proceed
    }

    /// The same for `track`, which keeps the stages' fields apart from the event: a draft is formed only here, for
    /// the processors, and what they added is taken back.
    func process<Event: TrackedEvent>(_ fields: inout DraftFields, event: Event, log: TrackPlanLogger) -> StageVerdict {
        var draft = EventDraft(event: event, fields: fields)
        let verdict = process(&draft, log: log)
        fields = draft.fields
        return verdict
    }
}
