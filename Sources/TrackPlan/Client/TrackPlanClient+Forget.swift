/// The right to be forgotten. See Docs/Consent.md ("Forgetting a user").
extension TrackPlanClient {
    /// Erases the current user from this device and asks the collector to erase them too:
    /// - what `reset()` clears: a new anonymous id, no user id, no group (saved before this returns);
    /// - the per-install key of the plan's `hash` actions is replaced (saved before this returns), so values hashed
    ///   from now on cannot be joined with the forgotten user's; a key the app gave (`piiHashKey`) is left alone;
    /// - the user's queued events that have not been sent are purged from the queue (counted as `forgotten`),
    ///   durably: none is sent after a restart either. The batch in flight, if any, cannot be recalled;
    /// - `POST {endpoint}/v1/forget` naming the user id and the anonymous id, saved first and retried like a batch
    ///   (across restarts) until the collector accepts it.
    ///
    /// The local state is wiped even when the request fails. Returns after one attempt to send the request (and any
    /// batches then due); delivery goes on retrying it afterwards.
    public func forget() async {
        var keys = MessageIDGenerator()
        let requestId = keys.nextKey(unixMillis: pipeline.clock.nowMillis())
        let (_, purged) = pipeline.forget(requestId: requestId, forgets: worker.forgets)
        pipeline.log.report(.info, "user_forgotten", "\(purged) queued events purged; the forget request is queued")
        await worker.flush(explicit: false)
    }
}
