extension TrackPipeline {
    /// The local half of `forget()`, under the lock `track` takes. Durable first: the request naming the current ids
    /// and generation is saved before anything else (`purged: false`, the intent), so a `kill -9` at any later
    /// instant still sends it, and the next start finishes what follows (`finishForgets`). Then the identity is
    /// signed out (a new anonymous id and generation, saved, and no super properties; a new install hash key,
    /// saved), the store refuses the old generation, its queued events are purged (counted as `forgotten`; the
    /// batch in flight is not touched), and the request is marked purged. Returns the request and how many events
    /// went.
    func forget(requestId: String, forgets: ForgetQueue) -> (request: ForgetRequest, purged: Int) {
        let now = clock.nowMillis()
        return state.withLock { state in
            let old = state.identity
            // The user's every generation still on record, not only the current one.
            let earlier = old.userId.map { identityFile.generationUsers.generations(of: $0) } ?? []
            let request = ForgetRequest(
                id: requestId, userId: old.userId, anonymousId: old.anonymousId, timestampMillis: now,
                generations: earlier.filter { $0 != old.generation } + [old.generation], purged: false)
            if let failure = forgets.add(request) {
                log.report(.error, "forget_write_failed", "\(failure); the request is sent by this process only")
            }
            let purged = finishForget(request, in: &state)
            forgets.markPurged(request.id)
            return (request, purged)
        }
    }

    /// Finishes the local half of every `forget()` a crash interrupted (requests saved but not marked purged),
    /// before anything is sent: signs out if the identity is still the forgotten one, then purges the request's
    /// generations. Returns how many queued events went.
    @discardableResult
    func finishForgets(_ forgets: ForgetQueue) -> Int {
        var purged = 0
        for request in forgets.requests where !request.purged {
            let count = state.withLock { finishForget(request, in: &$0) }
            forgets.markPurged(request.id)
            log.report(.warning, "forget_finished", "a forget() interrupted by a crash was finished: \(count) queued events purged")
            purged += count
        }
        return purged
    }

    /// Signs out (when the identity is still the one `request` names) and purges `request`'s generations.
    private func finishForget(_ request: ForgetRequest, in state: inout CallState) -> Int {
        if state.identity.anonymousId == request.anonymousId, state.identity.userId == request.userId {
            // A new install key before anything else changes: a `kill -9` after this point never brings the old
            // key back, so the forgotten user's hashed values cannot be joined with anything hashed later.
            if let key = piiHashKeyFile.rotated() {
                state.settings = state.settings.with(piiWriting: PIIWriting(hasher: PIIHasher(key: key), scrubs: state.scrubsPII))
            }
            let new = state.identity.signedOut()
            state.settings = state.settings.with(identity: new)
            if let failure = identityFile.save(new) {
                log.report(.error, "identity_write_failed", "\(failure); the new identity holds until the app quits")
            }
            identityChanged(new)  // what reset does beyond the identity: the entitlement cache, the activity stream
            replaceSuperProperties(EventAdditions(), in: &state)  // and the super properties
        }
        var purged = 0
        for generation in request.generations {
            store.forget(generation: generation)
            purged += store.purge(.generation(generation), reason: .forgotten)
        }
        if let userId = request.userId { identityFile.generationUsers.remove(userId: userId) }
        return purged
    }
}
