/// One thing the runtime did, as a value (the typed stream of `TrackPlanClient.activity()`). Logging is unchanged;
/// this is for apps that want to react (show a banner, count, test). Match the cases you need and keep a default
/// branch: later releases add cases.
public enum TrackPlanActivity: Sendable, Equatable {
    /// `identify`, `group`, `alias` or `reset` changed who later events are about.
    case identityChanged(userId: String?, anonymousId: String, groupId: String?)
    /// The consent state changed (`setConsent`): the raw values of the categories granted now, as the envelopes'
    /// `context.consent.categoryPreferences` lists them.
    case consentChanged(granted: Set<String>)
    /// Events left the queue, or never reached it, without being delivered: counted under `reason` in `stats()`.
    /// Drops inside the store itself (`buffer_cap`, `disk_cap`, `expired`, `corrupt`) are counted there only.
    case eventDropped(DropReason, count: Int)
    /// The collector took a batch: how many events, and the bytes of their envelopes.
    case batchDelivered(events: Int, bytes: Int)
    /// A batch will never be delivered (see `PermanentFailure`); its events are counted as `permanent_failure`.
    case batchFailedPermanently(PermanentFailureReason, events: Int)
    /// The current user's entitlements changed: the raw keys active when it happened, or nil when nothing is known
    /// for the user (a new user, `reset`).
    case entitlementsChanged(userId: String?, active: Set<String>?)
    /// The log could not be written; new events are held in memory until it can (`storage_write_failed`).
    case storageFailure(StorageFailure)
}
