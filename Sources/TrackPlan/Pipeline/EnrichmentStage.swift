/// The `enrichment` stage: attaches who the event is about (`userId`, `anonymousId`) and the envelope's `context`
/// (the device context with `groupId`, encoded once per identity, not per event).
enum EnrichmentStage {
    static func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, identity: Identity) {
        process(&draft.fields, identity: identity)
    }

    static func process(_ fields: inout DraftFields, identity: Identity) {
        fields.identity = identity
    }

    /// `track`'s form: the identity of the call's settings, read in place.
    static func process(_ fields: inout DraftFields) {
        fields.attachIdentity()
    }
}
