import Foundation

extension TrackPlanOptions {
    /// The queue the options ask for: the durable file store in `storageDirectory` (rehydrated from its log), or
    /// memory only when there is no directory. A directory that cannot be used does not stop the app's analytics:
    /// the queue runs in memory, `storage_unavailable` is logged and `stats().storageFailure` says why.
    func openStore(activity: ActivityHub = ActivityHub()) -> any EventStore {
        // Drops the store decides on its own (caps, refusals, damage, a full disk) reach the activity stream too.
        let onDrops: @Sendable (DropReason, Int) -> Void = { reason, count in activity.emit(.eventDropped(reason, count: count)) }
        guard let directory = storageDirectory else { return InMemoryEventStore(limits: limits, onDrops: onDrops) }
        let log = logger
        do {
            return try FileEventStore(
                directory: directory.path, limits: limits, nowMillis: clock.nowMillis(), syncEachWrite: syncEachWrite,
                onFailure: { failure in
                    activity.emit(.storageFailure(failure))
                    log.report(.error, "storage_write_failed", "\(failure); new events are held in memory (not durable) up to the cap")
                },
                onRecovery: { log.report(.warning, "storage_recovered", "the log takes writes again; held events are durable") },
                onDrops: onDrops)
        } catch {
            log.report(.error, "storage_unavailable", "cannot use \(directory.path): \(error); events are kept in memory only")
            return InMemoryEventStore(limits: limits, failure: error, onDrops: onDrops)
        }
    }

    /// These options with `onPermanentFailure` also telling the activity stream.
    func reportingPermanentFailures(to activity: ActivityHub) -> TrackPlanOptions {
        var options = self
        let appHandler = onPermanentFailure
        options.onPermanentFailure = { failure in
            activity.emit(.batchFailedPermanently(failure.reason, events: failure.events.count))
            appHandler?(failure)
        }
        return options
    }

    var limits: StorageLimits {
        StorageLimits(bufferCap: bufferCap, diskCapBytes: diskCapBytes, maxEventAgeMillis: Int64(maxEventAge * 1000))
    }
}
