/// Turns the records of a log back into a queue, and a queue into the records of a compacted log.
enum LogReplay {
    /// Replays `scan`: restores the watermark, the live events and the pending batch, counts the damaged
    /// stretches, then drops expired events and applies the caps (oldest first).
    static func rehydrate(_ scan: LogScan, limits: StorageLimits, nowMillis: Int64) -> EventQueue {
        var queue = EventQueue(limits: limits)
        var watermark: UInt64 = 0
        var lastPending: (first: UInt64, last: UInt64, key: String)?
        for record in scan.records {
            switch record {
            case .removedThrough(let sequence): watermark = max(watermark, sequence)
            case .pending(let first, let last, let key): lastPending = (first, last, key)
            case .event: break
            }
        }
        queue.restoreWatermark(watermark)
        var lastRestored = watermark
        for case .event(let event) in scan.records where event.sequence > lastRestored {
            queue.restore(event)
            lastRestored = event.sequence
        }
        if let lastPending, lastPending.first > watermark {
            let events = Array(queue.events.prefix { $0.sequence <= lastPending.last })
            if let head = events.first, head.sequence >= lastPending.first {
                queue.restorePending(PendingBatch(idempotencyKey: lastPending.key, events: events))
            }
        }
        queue.countDropped(scan.corruptStretches, .corrupt)
        queue.dropExpired(nowMillis: nowMillis)
        queue.enforceCaps()
        return queue
    }

    /// The smallest log that rehydrates to `queue`: its watermark, its events, its pending batch.
    static func compactedLog(of queue: EventQueue) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(queue.liveBytes + 128)
        RecordFrame.append(.removedThrough(queue.removedThrough), to: &bytes)
        for event in queue.events { RecordFrame.append(.event(event), to: &bytes) }
        if let pending = queue.pending {
            RecordFrame.append(
                .pending(first: pending.firstSequence, last: pending.lastSequence, idempotencyKey: pending.idempotencyKey),
                to: &bytes)
        }
        return bytes
    }
}
