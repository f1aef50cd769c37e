/// The consent gate: drops an event whose consent category is not granted, before it is encoded or stored, and
/// counts it as `consent_denied`. The state it reads is the snapshot `track` took under its lock, so an event
/// tracked after `setConsent` returned sees the new choice. The rule is `ConsentState.isGranted`
/// (Docs/Consent.md).
///
/// The pipeline runs it first, through `verdict(for:_:)` before the draft is made (a denied event costs no
/// validation or encoding, and a direct call avoids the stage list's existential dispatch, which measured more
/// than the gate itself); as a `TrackStage` it can also sit in a list of stages.
struct ConsentStage: TrackStage {
    var name: String { "consent" }

    static func verdict<Event: TrackedEvent>(for event: Event.Type, _ consent: ConsentState) -> StageVerdict {
        consent.isGranted(Event.consentCategory, eventDefault: Event.consentDefault) ? .proceed : .drop(.consentDenied)
    }

    func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict {
        Self.verdict(for: Event.self, draft.consent)
    }
}
