/// The `enrichment` stage: attaches who the event is about (`userId`, `anonymousId`) and the envelope's `context`
/// (the device context with `groupId`, encoded once per identity, not per event).
enum EnrichmentStage {
    static func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, identity: Identity) {
        draft.userId = identity.userId
        draft.anonymousId = identity.anonymousId
        draft.context = identity.context
    }
}
