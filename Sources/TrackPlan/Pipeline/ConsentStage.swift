/// The `consent` stage, the gate: drops an event whose consent category is not granted, before anything is added
/// to it, encoded or stored, and counts it as `consent_denied`. The state it reads is the snapshot `track` took
/// under its lock, so an event tracked after `setConsent` returned sees the new choice. The rule is
/// `ConsentState.isGranted` (Docs/Consent.md). Called directly from the pipeline's `switch`, no existential.
enum ConsentStage {
    /// The consent of the draft's settings, borrowed (a draft without settings, which `track` never
    /// makes, fails closed); a session event (`announcing`) has its own category and default.
    static func verdict<Event: TrackedEvent>(for event: Event.Type, announcing: SessionAnnouncement?, _ fields: DraftFields) -> StageVerdict {
        let (category, eventDefault) = announcing.map { ($0.consentCategory, $0.consentDefault) } ?? (Event.consentCategory, Event.consentDefault)
        let isGranted = fields.withSettings { $0.consent.isGranted(category, eventDefault: eventDefault) }
        return isGranted == true ? .proceed : .drop(.consentDenied)
    }
}
