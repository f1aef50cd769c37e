extension TrackPipeline {
    /// The local half of `forget()`, under the lock `track` takes: the request naming the current ids is saved
    /// first (so a `kill -9` at any later instant still sends it), then the identity is signed out (a new anonymous
    /// id and generation, saved, and no super properties; a new install hash key, saved), the store refuses the old generation, and its queued events are purged (counted as
    /// `forgotten`; the batch in flight is not touched). Returns the request and how many events went.
    func forget(requestId: String, forgets: ForgetQueue) -> (request: ForgetRequest, purged: Int) {
        let now = clock.nowMillis()
        return state.withLock { state in
            let old = state.identity
            let request = ForgetRequest(id: requestId, userId: old.userId, anonymousId: old.anonymousId, timestampMillis: now)
            if let failure = forgets.add(request) {
                log.report(.error, "forget_write_failed", "\(failure); the request is sent by this process only")
            }
            // A new install key before anything else changes: a `kill -9` after this point never brings the old
            // key back, so the forgotten user's hashed values cannot be joined with anything hashed later.
            if let key = piiHashKeyFile.rotated() { state.piiHasher = PIIHasher(key: key) }
            let new = old.signedOut()
            state.identity = new
            if let failure = identityFile.save(new) {
                log.report(.error, "identity_write_failed", "\(failure); the new identity holds until the app quits")
            }
            identityChanged(new)  // what reset does beyond the identity: the entitlement cache, the activity stream
            replaceSuperProperties(EventAdditions(), in: &state)  // and the super properties
            store.forget(generation: old.generation)
            return (request, store.purge(.generation(old.generation), reason: .forgotten))
        }
    }
}
