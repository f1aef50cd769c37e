/// The consent gate: drops an event whose consent category is not granted, before it is encoded or stored, and
/// counts it as `consent_denied`. The state it reads is the snapshot `track` took under its lock (`EventDraft`),
/// so an event tracked after `setConsent` returned sees the new choice. Runs first: a denied event costs no
/// validation or encoding. The rule is `ConsentState.isGranted` (Docs/Consent.md).
struct ConsentStage: TrackStage {
    var name: String { "consent" }

    func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict {
        draft.consent.isGranted(Event.consentCategory, eventDefault: Event.consentDefault) ? .proceed : .drop(.consentDenied)
    }
}
