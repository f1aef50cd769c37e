import Foundation

extension TrackPlanOptions {
    /// The queue the options ask for: the durable file store in `storageDirectory` (rehydrated from its log), or
    /// memory only when there is no directory.
    func openStore() throws(TrackPlanError) -> any EventStore {
        guard let directory = storageDirectory else { return InMemoryEventStore(limits: limits) }
        let log = logger
        do {
            return try FileEventStore(
                directory: directory.path, limits: limits, nowMillis: clock.nowMillis(), syncEachWrite: syncEachWrite
            ) { failure in
                log.report(.error, "storage_write_failed", "\(failure); events are kept in memory up to the cap")
            }
        } catch {
            throw .unwritableDirectory(path: directory.path, reason: error.description)
        }
    }

    var limits: StorageLimits {
        StorageLimits(bufferCap: bufferCap, diskCapBytes: diskCapBytes, maxEventAgeMillis: Int64(maxEventAge * 1000))
    }
}
