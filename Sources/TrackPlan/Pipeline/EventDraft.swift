import Foundation

/// One event on its way through the pipeline: the typed value plus what the stages decided about it. The envelope
/// is encoded from the final draft.
///
/// An `EventProcessor` reads everything here and changes the event only by adding: `addProperty(_:_:)` and
/// `addContext(_:_:)`. Who the event is about, its id and its time are set by the runtime.
public struct EventDraft<Event: TrackedEvent>: Sendable {
    public internal(set) var userId: String?
    public internal(set) var anonymousId: String
    public internal(set) var messageId: UUID
    public internal(set) var timestampMillis: Int64
    /// The envelope's `context` object as JSON bytes (set by the enrichment stage).
    public internal(set) var context: [UInt8]
    /// What validation found; filled by the `validate` stage.
    public internal(set) var validation = ValidationReport()
    /// Members added to `properties` and `context` by the super properties and by processors; nil (nothing to copy
    /// or release) for an event with none.
    var additions: EventAdditions?
    /// Whether the encoder scrubs free text in string property values (decided by the `pii` stage).
    var scrubsPII = false
    /// The key of the plan's `hash` actions for this event (set by the `pii` stage; nil: a per-process key).
    var piiHasher: PIIHasher?
    /// The session the event belongs to, written into its context and `integrations` (nil when sessions are off).
    var session: SessionStamp?
    /// Last: the fields before it then sit at fixed offsets, which `track` (generic over `Event`) reads without
    /// looking them up in the type's metadata.
    public internal(set) var event: Event

    /// Inlined into `track`, which has already looked up this type's metadata; a call would look it up again.
    @inline(__always)
    init(event: Event, messageId: UUID, timestampMillis: Int64) {
        self.event = event
        self.anonymousId = ""
        self.messageId = messageId
        self.timestampMillis = timestampMillis
        self.context = []
    }

    /// Adds `name` to the event's `properties`. A property the event itself has keeps the event's value (the
    /// addition is left out), so a processor can never change what the plan's type guarantees.
    /// Added properties pass the free-text scrubber like the event's own.
    public mutating func addProperty(_ name: String, _ value: EnrichmentValue) {
        var added = additions ?? EventAdditions()
        added.properties.append(.init(name: name, value: value, scrubbing: scrubsPII, scrubbed: &added.scrubbed))
        additions = added
    }

    /// Adds `name` to the envelope's `context` (beside `app`, `device`, …). A member the context already has keeps
    /// its value.
    public mutating func addContext(_ name: String, _ value: EnrichmentValue) {
        var added = additions ?? EventAdditions()
        added.context.append(.init(name: name, value: value))
        additions = added
    }
}

/// What a stage or a processor decided.
public enum StageVerdict: Sendable, Equatable {
    /// Hand the draft to the next stage.
    case proceed
    /// Stop here; the event is counted under the reason and never stored.
    case drop(DropReason)
}
