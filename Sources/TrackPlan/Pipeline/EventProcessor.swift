/// An app's own step in the pipeline, run in the `processors` stage, after validation, consent, PII, super
/// properties and enrichment, before the envelope is encoded (see `PipelineStage`). A processor may:
///
/// - **inspect** the draft: the typed event (`draft.event as? OrderCompleted`), its ids, time and context;
/// - **enrich** it: `draft.addProperty("ab_bucket", "b")`, `draft.addContext("campaign", .string(id))`;
/// - **drop** it: return `.drop(DropReason(code: "sampled_out"))`; the drop is counted in `stats().dropped`
///   under that reason, and no later processor sees the event.
///
/// It runs on the thread that called `track`, so it must be cheap and must not block.
///
/// ```swift
/// struct SampleOutDebugEvents: EventProcessor {
///     var name: String { "sample_debug" }
///     func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict {
///         Event.wireName.hasPrefix("Debug ") ? .drop(DropReason(code: "sampled_out")) : .proceed
///     }
/// }
/// options.processors = [SampleOutDebugEvents()]
/// ```
public protocol EventProcessor: Sendable {
    /// A short stable name for logs.
    var name: String { get }
    func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict
}

/// The earlier name of `EventProcessor`.
@available(*, deprecated, renamed: "EventProcessor")
public typealias TrackStage = EventProcessor
