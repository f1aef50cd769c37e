import Foundation

/// One event on its way through the pipeline: the typed value plus what the stages decided about it. The envelope
/// is encoded from the final draft.
///
/// An `EventProcessor` reads everything here and changes the event only by adding: `addProperty(_:_:)` and
/// `addContext(_:_:)`. Who the event is about, its id and its time are set by the runtime.
public struct EventDraft<Event: TrackedEvent>: Sendable {
    /// Everything but the event (`DraftFields`): what the built-in stages read and write.
    var fields: DraftFields
    public internal(set) var event: Event

    public var userId: String? { fields.userId }
    public var anonymousId: String { fields.anonymousId }
    public internal(set) var messageId: UUID {
        get { fields.messageId }
        set { fields.messageId = newValue }
    }
    public internal(set) var timestampMillis: Int64 {
        get { fields.timestampMillis }
        set { fields.timestampMillis = newValue }
    }
    /// The envelope's `context` object as JSON bytes (set by the enrichment stage).
    public var context: [UInt8] { fields.context }
    /// What validation found; filled by the `validate` stage.
    public internal(set) var validation: ValidationReport {
        get { fields.validation }
        set { fields.validation = newValue }
    }
    var additions: EventAdditions? {
        get { fields.additions }
        set { fields.additions = newValue }
    }
    var scrubsPII: Bool {
        get { fields.scrubsPII }
        set { fields.scrubsPII = newValue }
    }
    var piiHasher: PIIHasher? {
        get { fields.piiHasher }
        set { fields.piiHasher = newValue }
    }
    var session: SessionStamp? {
        get { fields.session }
        set { fields.session = newValue }
    }

    init(event: Event, messageId: UUID, timestampMillis: Int64) {
        self.init(event: event, fields: DraftFields(messageId: messageId, timestampMillis: timestampMillis))
    }

    /// The draft the app's processors see: `fields` as the built-in stages left them.
    init(event: Event, fields: DraftFields) {
        self.event = event
        self.fields = fields
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
