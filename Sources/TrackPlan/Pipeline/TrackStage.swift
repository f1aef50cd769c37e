import Foundation

/// One event on its way through the pipeline: the typed value plus what the stages decide about it.
/// Stages run before encoding, so they may change anything here; the envelope is encoded from the final draft.
public struct EventDraft<Event: TrackedEvent>: Sendable {
    public var event: Event
    public var userId: String?
    public var anonymousId: String
    public var messageId: UUID
    public var timestampMillis: Int64
    /// The envelope's `context` object as JSON bytes (enrichment stages replace it).
    public var context: [UInt8]
    /// What validation found; filled by `ValidationStage`.
    public var validation = ValidationReport()
    /// The consent state when the event was tracked (read by `ConsentStage`).
    let consent: ConsentState

    init(
        event: Event, userId: String?, anonymousId: String, messageId: UUID, timestampMillis: Int64, context: [UInt8],
        consent: ConsentState = ConsentState()
    ) {
        self.consent = consent
        self.event = event
        self.userId = userId
        self.anonymousId = anonymousId
        self.messageId = messageId
        self.timestampMillis = timestampMillis
        self.context = context
    }
}

/// What a stage decided.
public enum StageVerdict: Sendable, Equatable {
    /// Hand the draft to the next stage.
    case proceed
    /// Stop here; the event is counted under the reason and never stored.
    case drop(DropReason)
}

/// One step between `track` and the durable append: validation today; identity, enrichment, consent and
/// scrubbing slot in as further stages, in order. A stage must be cheap and must not block: it runs on the
/// thread that called `track`.
public protocol TrackStage: Sendable {
    /// A short stable name for logs (`validate`, `consent`, …).
    var name: String { get }
    func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict
}
