import Foundation

/// What the stages decide about one event, apart from the typed event itself: who it is about, its id and time,
/// its context, the validation report, the additions, the PII treatment and the session. Not generic, so `track`
/// (generic over the event, unspecialised across modules) passes it from stage to stage without looking up a
/// generic type's metadata or copying the event; an `EventDraft` wraps it with the event only for the app's
/// processors.
struct DraftFields: Sendable {
    var messageId: UUID
    var timestampMillis: Int64
    /// What validation found; filled by the `validate` stage.
    var validation: ValidationReport
    /// Members added to `properties` and `context` by the super properties and by processors; nil (nothing to copy
    /// or release) for an event with none.
    var additions: EventAdditions?
    /// Whether the encoder scrubs free text in string property values (decided by the `pii` stage).
    var scrubsPII: Bool
    /// The session the event belongs to, written into its context and `integrations` (nil when sessions are off).
    var session: SessionStamp?
    /// What the call read under the client's lock (`CallSettings`), moved in from its snapshot: the `pii` and
    /// `enrichment` stages attach their parts of it, which are then read in place (one reference for every part, not
    /// one per part to retain and release per call).
    var settings: CallSettings?
    private var attachesIdentity: Bool
    private var attachesHasher: Bool

    init(messageId: UUID, timestampMillis: Int64, settings: CallSettings? = nil) {
        self.messageId = messageId
        self.timestampMillis = timestampMillis
        validation = ValidationReport()
        additions = nil
        scrubsPII = false
        session = nil
        self.settings = settings
        attachesIdentity = false
        attachesHasher = false
    }

    /// Who the event is about and its envelope's `context` (attached by the enrichment stage); the encoder reads its
    /// members in place. Set directly (a draft built outside `track`), it replaces the settings' identity.
    var identity: Identity? {
        get { attachesIdentity ? settings?.identity : nil }
        set {
            if let newValue { settings = (settings ?? .detached).with(identity: newValue) }
            attachesIdentity = newValue != nil
        }
    }

    /// The key of the plan's `hash` actions for this event (attached by the `pii` stage; nil: a per-process key).
    var piiHasher: PIIHasher? {
        get { attachesHasher ? settings?.piiWriting.hasher : nil }
        set {
            if let newValue { settings = (settings ?? .detached).with(piiWriting: PIIWriting(hasher: newValue, scrubs: scrubsPII)) }
            attachesHasher = newValue != nil
        }
    }

    /// `identity` with no reference counted: valid as long as the draft is, whose settings hold the identity (the
    /// encoder reads the identity's bytes through it).
    var unretainedIdentity: Unmanaged<Identity>? {
        attachesIdentity ? settings.map { Unmanaged.passUnretained($0.identity) } : nil
    }

    /// `piiHasher` with no reference counted, valid as long as the draft is (its settings hold the hasher).
    var unretainedHasher: Unmanaged<PIIHasher>? {
        attachesHasher ? settings.map { Unmanaged.passUnretained($0.piiWriting.hasher) } : nil
    }

    /// `body`'s result for the settings, borrowed (neither retained nor released); nil when the draft has none.
    @inline(__always)
    func withSettings<Result>(_ body: (CallSettings) -> Result) -> Result? {
        settings.map { Unmanaged.passUnretained($0) }?.withBorrowed(body)  // the draft holds the settings
    }

    /// Attaches the settings' identity (`enrichment`).
    mutating func attachIdentity() { attachesIdentity = true }

    /// Attaches the settings' hash key and scrubbing switch (`pii`).
    mutating func attachPIIWriting() {
        attachesHasher = true
        scrubsPII = settings?.piiWriting.scrubs ?? false
    }

    var userId: String? { identity?.userId }
    var anonymousId: String { identity?.anonymousId ?? "" }
    /// The envelope's `context` object as JSON bytes (`Identity.context`).
    var context: [UInt8] { identity?.context ?? [] }
}
