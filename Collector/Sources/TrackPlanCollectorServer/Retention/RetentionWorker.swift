import Foundation

/// `--retain`: every `interval`, deletes what the policy no longer keeps in batches of `batch` messages, each its
/// own short transaction with a pause between, so a large pass never holds the store for long and never runs on
/// a request.
struct RetentionWorker {
    let store: any MessageStore
    let policy: RetentionPolicy
    let metrics: CollectorMetrics
    var interval: Duration = .seconds(30)
    var batch = 1000

    /// Runs passes until the task is cancelled.
    func run() async {
        while !Task.isCancelled {
            _ = await pass()
            try? await Task.sleep(for: interval)
        }
    }

    /// One full pass; returns how many messages it deleted.
    func pass(now: Date = Date()) async -> Int {
        var total = 0
        while !Task.isCancelled {
            guard let deleted = try? await store.deleteExpired(policy, now: now, limit: batch) else { break }
            total += deleted
            metrics.count("trackplan_collector_retention_deleted_total", by: deleted)
            if deleted < batch { break }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return total
    }
}
