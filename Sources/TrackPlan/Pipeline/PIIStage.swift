/// The `pii` stage: decides how the encoder treats personal data in the event's string property values. With the
/// scrubber on (`TrackPlanOptions.scrubPII`, `setScrubPII(_:)`), email addresses and card numbers are replaced as
/// the values are written (see Docs/Privacy.md); the encoder applies it, so nothing is copied or scanned twice.
enum PIIStage {
    static func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, scrubsPII: Bool) {
        draft.scrubsPII = scrubsPII
    }
}
