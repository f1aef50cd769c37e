/// What every `track` takes from the client's state besides its own id, time and session: who events are about,
/// how personal data is written, the super properties and the consent. Immutable, and replaced whole when any part
/// changes (`identify`, `setConsent`, `setScrubPII`, `setSuperProperties`, `forget`), so a call takes all of it with
/// one reference under the lock instead of retaining and releasing each part, and every part of one event comes
/// from the same instant.
final class CallSettings: Sendable {
    let identity: Identity
    /// `TrackPlanClient.setScrubPII(_:)` and the key of `hash` PII actions.
    let piiWriting: PIIWriting
    /// What every event carries besides its own properties (`setSuperProperties`); nil when none are set, so an event
    /// copies nothing for them.
    let superProperties: EventAdditions?
    /// The consent the gate applies; replaced whole by `setConsent`.
    let consent: ConsentState

    init(identity: Identity, piiWriting: PIIWriting, superProperties: EventAdditions? = nil, consent: ConsentState = ConsentState()) {
        self.identity = identity
        self.piiWriting = piiWriting
        self.superProperties = superProperties
        self.consent = consent
    }

    /// Settings for a draft built outside `track` (tests, `EventDraft` alone), whose parts are set one by one; no
    /// part of these is attached to a draft as it stands.
    static let detached = CallSettings(
        identity: Identity(anonymousId: "", base: EventContext()), piiWriting: PIIWriting(hasher: .ephemeral, scrubs: false))

    /// The same settings with the parts given replaced.
    func with(
        identity: Identity? = nil, piiWriting: PIIWriting? = nil, superProperties: EventAdditions?? = nil, consent: ConsentState? = nil
    ) -> CallSettings {
        CallSettings(
            identity: identity ?? self.identity, piiWriting: piiWriting ?? self.piiWriting,
            superProperties: superProperties ?? self.superProperties, consent: consent ?? self.consent)
    }
}
