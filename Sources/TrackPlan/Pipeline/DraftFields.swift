import Foundation

/// What the stages decide about one event, apart from the typed event itself: who it is about, its id and time,
/// its context, the validation report, the additions, the PII treatment and the session. Not generic, so `track`
/// (generic over the event, unspecialised across modules) passes it from stage to stage without looking up a
/// generic type's metadata or copying the event; an `EventDraft` wraps it with the event only for the app's
/// processors.
struct DraftFields: Sendable {
    /// Who the event is about and its envelope's `context` (set by the enrichment stage): one reference to the
    /// call's identity, whose members the encoder reads in place, not four copies to retain and release per call.
    var identity: Identity?
    var messageId: UUID
    var timestampMillis: Int64
    var userId: String? { identity?.userId }
    var anonymousId: String { identity?.anonymousId ?? "" }
    /// The envelope's `context` object as JSON bytes (`Identity.context`).
    var context: [UInt8] { identity?.context ?? [] }
    /// `userId` and `anonymousId` as envelope members (`Identity.idMembers`); empty: the encoder writes them from
    /// `userId` and `anonymousId`.
    var idMembers: [UInt8] { identity?.idMembers ?? [] }
    /// What validation found; filled by the `validate` stage.
    var validation = ValidationReport()
    /// Members added to `properties` and `context` by the super properties and by processors; nil (nothing to copy
    /// or release) for an event with none.
    var additions: EventAdditions?
    /// Whether the encoder scrubs free text in string property values (decided by the `pii` stage).
    var scrubsPII = false
    /// The key of the plan's `hash` actions for this event (set by the `pii` stage; nil: a per-process key).
    var piiHasher: PIIHasher?
    /// The session the event belongs to, written into its context and `integrations` (nil when sessions are off).
    var session: SessionStamp?

    init(messageId: UUID, timestampMillis: Int64) {
        self.messageId = messageId
        self.timestampMillis = timestampMillis
    }
}
