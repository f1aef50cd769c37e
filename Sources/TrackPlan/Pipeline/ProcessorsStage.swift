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
}
