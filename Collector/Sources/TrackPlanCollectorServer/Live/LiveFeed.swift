/// The live page's feed from a store that several instances share: while a page is open, it reads the messages
/// stored after a cursor (by any instance) every `interval` and publishes them in id order.
///
/// Polling rather than PostgreSQL `LISTEN/NOTIFY`: a `NOTIFY` in every ingest transaction takes one
/// database-wide lock at commit, which serializes all instances' ingestion; polling costs one indexed query per
/// interval and only while a page is open, and resumes from its cursor after the database was away. Ids are
/// taken when a row is inserted, not when it commits, so a gap below the newest id read may still fill: gaps
/// are read again for `gapPatience` polls (a gap that never fills is a rolled-back insert or a skipped duplicate).
struct LiveFeed {
    let store: any MessageStore
    let hub: LiveHub
    var interval: Duration = .milliseconds(250)
    var gapPatience = 8
    var batch = 2000

    /// Follows the store until the task is cancelled.
    func run() async {
        var cursor: Int64?
        var gaps: [Int64: Int] = [:]
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            guard hub.subscriberCount > 0 else {
                cursor = nil
                gaps = [:]
                continue
            }
            do {
                guard let last = cursor else {
                    cursor = try await store.lastID()
                    continue
                }
                var found = try await store.messages(ids: Array(gaps.keys))
                let fresh = try await store.messages(after: last, limit: batch)
                var expected = last + 1
                for message in fresh {
                    for missing in expected..<message.id where gaps.count < 10 * batch { gaps[missing] = 0 }
                    expected = message.id + 1
                }
                found += fresh
                for message in found { gaps[message.id] = nil }
                for (id, polls) in gaps { gaps[id] = polls + 1 < gapPatience ? polls + 1 : nil }
                cursor = fresh.last?.id ?? last
                hub.publish(found.sorted { $0.id < $1.id })
            } catch {
                continue
            }
        }
    }
}
