extension TrackPipeline {
    /// Applies a consent change, all under the lock `track` takes: the new state is saved to `consent.json`, then
    /// becomes what every later `track` sees (gate and `context.consent`); the store refuses the categories no longer
    /// granted, and the queued events of each category that was granted and is not any more are purged (counted as
    /// `consent_withdrawn`; the batch in flight is not touched). Returns the categories withdrawn and how many
    /// queued events went.
    @discardableResult
    func changeConsent(_ change: (ConsentState) -> ConsentState) -> (withdrawn: [String], purged: Int) {
        state.withLock { state in
            let old = state.consent
            let new = change(old)
            if let failure = consentFile.save(new) {
                log.report(.error, "consent_write_failed", "\(failure); the new consent holds until the app quits")
            }
            state.settings = state.settings.with(identity: state.identity.with(consent: new.contextMember), consent: new)
            consentChanged(new)
            store.refuse(categories: Set(new.preferences.filter { !$0.granted }.map(\.name)))
            let withdrawn = old.withdrawn(in: new)
            let purged = withdrawn.reduce(0) { $0 + store.purge(.category($1), reason: .consentWithdrawn) }
            return (withdrawn, purged)
        }
    }

    /// Purges the queued events of every category the saved consent does not grant (counted as
    /// `consent_withdrawn`), at start before anything is sent: `consent.json` is saved before a withdrawal's purge,
    /// so a crash between the two is finished here. Returns how many went.
    @discardableResult
    func purgeDeniedCategories() -> Int {
        state.withLock { state in
            state.consent.preferences.filter { !$0.granted }.reduce(0) { $0 + store.purge(.category($1.name), reason: .consentWithdrawn) }
        }
    }

    var consent: ConsentState { state.withLock(\.consent) }
}
