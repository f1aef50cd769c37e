/// The `consent` stage, the gate: drops an event whose consent category is not granted, before anything is added
/// to it, encoded or stored, and counts it as `consent_denied`. The state it reads is the snapshot `track` took
/// under its lock, so an event tracked after `setConsent` returned sees the new choice. The rule is
/// `ConsentState.isGranted` (Docs/Consent.md). Called directly from the pipeline's `switch`, no existential.
enum ConsentStage {
    static func verdict<Event: TrackedEvent>(for event: Event.Type, _ consent: ConsentState) -> StageVerdict {
        consent.isGranted(Event.consentCategory, eventDefault: Event.consentDefault) ? .proceed : .drop(.consentDenied)
    }

    /// `track`'s form: the consent of the draft's settings, borrowed (a draft without settings, which `track` never
    /// makes, fails closed); a session event (`announcing`) has its own category and default.
    static func verdict<Event: TrackedEvent>(for event: Event.Type, announcing: SessionAnnouncement?, _ fields: DraftFields) -> StageVerdict {
        let isGranted = fields.withSettings { settings in
            if let announcing {
                settings.consent.isGranted(announcing.consentCategory, eventDefault: announcing.consentDefault)
            } else {
                settings.consent.isGranted(Event.consentCategory, eventDefault: Event.consentDefault)
            }
        }
        return isGranted == true ? .proceed : .drop(.consentDenied)
    }
}
