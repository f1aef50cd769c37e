/// The `pii` stage: decides how the encoder treats personal data in the event's string property values. With the
/// scrubber on (`TrackPlanOptions.scrubPII`, `setScrubPII(_:)`), email addresses and card numbers are replaced as
/// the values are written (see Docs/Privacy.md); the encoder applies it, so nothing is copied or scanned twice.
/// The plan's `hash` actions use the call's key (`forget()` replaces the install's key).
enum PIIStage {
    static func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, scrubsPII: Bool, hasher: PIIHasher? = nil) {
        draft.fields.scrubsPII = scrubsPII
        draft.fields.piiHasher = hasher
    }

    /// `track`'s form: the switch and the key of the call's settings (`CallSettings.piiWriting`).
    static func process(_ fields: inout DraftFields) {
        fields.attachPIIWriting()
    }
}
