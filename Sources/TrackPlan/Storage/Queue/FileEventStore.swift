import Foundation

/// The durable store: the queue's positions in memory, the events in an append-only log of checksummed records.
///
/// - `append` copies the event's record into the log before it returns, so the event survives the death of the
///   process (`kill -9`, a crash) from that moment. Power loss needs `syncEachWrite` (an `fsync` per append).
/// - A batch is read back from the log when it is formed, and recorded as pending with its idempotency key
///   before it is returned: a batch of durable events whose pending record cannot be written is not sent.
///   After a crash the same events are re-sent with the same key.
/// - Delivered and failed batches are recorded as a watermark; segments whose events are all below it are
///   deleted (see `EventLog`). Nothing is ever copied to compact the log.
/// - When the disk refuses an event (full, read-only, I/O error), the store keeps new events in memory, at most
///   `heldCap` events and `heldBytesCap` bytes, reported as not durable in `stats().held`; past that, new
///   events are dropped and counted as `storageFull` or `storageUnwritable`. The failure is reported once
///   through `onFailure`; the disk is tried again with backoff (`DiskRetry`), and once it takes records again
///   the held events are written in order and appends are durable again.
final class FileEventStore: QueueGuardedStore, @unchecked Sendable {
    private let lock = PlainMutex()
    /// Unchecked: every access holds `lock` (the runtime's dynamic check would cost each append calls for nothing).
    @exclusivity(unchecked) private var queue: EventQueue
    private let log: EventLog
    private let highWater: HighWaterMark
    private let control: ControlFile
    private var frame: [UInt8] = []
    @exclusivity(unchecked) private var failure: StorageFailure?
    private var failedWrites = 0
    @exclusivity(unchecked) private var retry = DiskRetry()
    @exclusivity(unchecked) private var closed = false
    private let onFailure: @Sendable (StorageFailure) -> Void
    private let onRecovery: @Sendable () -> Void
    private let onDrops: @Sendable (DropReason, Int) -> Void

    /// Opens (creating if needed) the log in `directory` and rehydrates the queue from it. Throws when the
    /// directory cannot be created, read or written (read-only, permissions); a full disk is not an error here
    /// but a failure reported through `onFailure`, with events held in memory until the disk takes them.
    init(
        directory: String, limits: StorageLimits = StorageLimits(), nowMillis: Int64, syncEachWrite: Bool = false,
        onFailure: @escaping @Sendable (StorageFailure) -> Void = { _ in },
        onRecovery: @escaping @Sendable () -> Void = {}, onDrops: @escaping @Sendable (DropReason, Int) -> Void = { _, _ in }
    ) throws(StorageFailure) {
        try Self.makeDirectory(directory)
        self.onFailure = onFailure
        self.onRecovery = onRecovery
        self.onDrops = onDrops
        highWater = HighWaterMark(directory: directory)
        control = ControlFile(directory: directory)
        let controlState = control.read()
        log = EventLog(directory: directory, syncEachWrite: syncEachWrite)
        var replay = LogReplay()
        for number in try EventLog.segmentNumbers(in: directory) {
            replay.add(segment: number, LogScan(try SystemCalls.readFile(LogSegment.path(directory, number)).get()))
        }
        log.adopt(replay.segments)
        let log = self.log
        queue = replay.rehydrate(limits: limits, nowMillis: nowMillis, recordedLast: highWater.read(), control: controlState) {
            Self.readEvent($0, from: log)
        }
        frame.reserveCapacity(1024)
        // Before anything else is written: every number up to here was handed out, whatever a crash left.
        highWater.open(recording: queue.nextSequence - 1)
        do throws(StorageFailure) {
            try control.open(state: currentState)
        } catch {
            control.close()
            // A directory that refuses new writes (read-only, permissions) could not record a batch before
            // sending it, so its queue could not move: the caller runs in memory instead, and the queue stays on
            // disk for a start where the directory is writable. A full disk is not that: the log takes over.
            if !error.isOutOfSpace { throw error }
        }
        do throws(StorageFailure) {
            try saveState()
            if !log.hasCurrentSegment { try log.roll(header: rollHeader(), room: 0) }
            log.deleteSegments(through: queue.removedThrough)
            // A kill between a delivery and its erasure: the erasure completes here.
            if queue.isEmpty, control.isOpen { log.eraseIfDead(removedThrough: queue.removedThrough, header: rollHeader) }
        } catch {
            recordFailure(error)
        }
        reportUnseenDrops()  // what replay found lost or expired (before any activity stream exists, unless pending)
    }

    /// Queues one envelope; returns its sequence, 0 when it was dropped (counted), nil once closed.
    @discardableResult
    func append(json: [UInt8], createdAtMillis: Int64, tag: EventTag) -> UInt64? {
        lock.withLock { () -> UInt64? in
            guard !closed else { return nil }
            defer { reportUnseenDrops() }
            guard json.count <= RecordFrame.maxEventBytes else {
                queue.countUnseen(1, .oversized)  // replay would refuse the record; `track` stops it much earlier
                return 0
            }
            let category = queue.categories.id(tag.category)
            if let refusal = queue.categories.refusal(category: category, generation: tag.generation) {
                queue.countUnseen(1, refusal)  // passed the gate just before setConsent/forget changed the state
                return 0
            }
            let sequence = queue.nextSequence
            if failure != nil && retry.isDue { recover() }
            guard failure == nil else {
                return hold(StoredEvent(sequence: sequence, createdAtMillis: createdAtMillis, json: json, tag: tag), category: category)
            }
            let size = EventFrame.size(envelopeCount: json.count, tag: tag)
            do throws(StorageFailure) {
                // The record is formed where it goes: the envelope's one copy is into the mapped segment.
                let position = try log.appendEvent(
                    size: size, sequence: sequence, createdAtMillis: createdAtMillis, tag: tag, envelope: json, removedThrough: queue.removedThrough)
                queue.appendDurable(sequence: sequence, position: position, recordSize: size, category: category, generation: tag.generation)
                highWater.record(sequence)
                // Events dropped over a cap while nothing is delivered leave whole segments behind: go with them.
                if log.takeRolledOver() { log.deleteSegments(through: queue.removedThrough) }
            } catch {
                recordFailure(error)
                return hold(StoredEvent(sequence: sequence, createdAtMillis: createdAtMillis, json: json, tag: tag), category: category)
            }
            queue.enforceCaps()
            return sequence
        }
    }

    func nextBatch(maxCount: Int, maxBytes: Int, newKey: () -> String) -> PendingBatch? {
        lock.withLock { () -> PendingBatch? in
            defer { reportUnseenDrops() }
            if failure != nil && retry.isDue { recover() }
            let log = self.log
            guard
                let (batch, isNew) = queue.nextBatch(maxCount: maxCount, maxBytes: maxBytes, newKey: newKey, read: { Self.readEvent($0, from: log) })
            else { return nil }
            guard isNew else { return batch }
            do throws(StorageFailure) {
                try saveState()
            } catch {
                recordFailure(error)
                // Held events die with the process anyway; durable ones must not be sent without their record.
                let isHeld = queue.heldEvents.first.map { batch.firstSequence >= $0.sequence } ?? false
                if !isHeld {
                    queue.abandonPending()
                    return nil
                }
            }
            return batch
        }
    }

    func abandonPending() {
        lock.withLock { queue.abandonPending() }
    }

    /// The purge is applied in memory, then recorded in the log (and the watermark saved): a `kill -9` after this
    /// returns replays the purge record, so no purged event is ever sent. Then each purged event's record is
    /// overwritten in place and synced (`EventLog.erase`), so its bytes leave the disk before this returns. Held events need no record. When the
    /// record cannot be written (the disk refuses it), the purge holds for this process and the failure is reported.
    @discardableResult
    func purge(_ matcher: PurgeMatcher, reason: DropReason) -> Int {
        lock.withLock { () -> Int in
            guard !closed else { return 0 }
            let through = queue.nextSequence - 1
            let after = queue.pending?.lastSequence ?? 0
            let (removed, durable) = queue.purge(matcher, after: after, through: through, reason: reason)
            guard !durable.isEmpty else { return removed }
            do throws(StorageFailure) {
                frame.removeAll(keepingCapacity: true)
                RecordFrame.append(.purge(after: after, through: through, matcher), to: &frame)
                try log.appendPurge(frame, through: through, header: rollHeader)
                try saveState()
                // Only now, with the purge record written: a `kill -9` at any instant leaves each purged event
                // either intact (and removed again by the record) or erased, never sent.
                // One that cannot be overwritten (a read-only segment, an I/O error) stays, never sent, until its
                // segment is deleted; the failure is reported and counted, and appending goes on.
                if let failed = log.erase(durable) {
                    failedWrites += 1
                    onFailure(failed)
                }
                log.deleteSegments(through: queue.removedThrough)
                if queue.isEmpty, failure == nil, control.isOpen { log.eraseIfDead(removedThrough: queue.removedThrough, header: rollHeader) }
            } catch {
                recordFailure(error)
            }
            return removed
        }
    }

    func finish(_ batch: PendingBatch, _ outcome: BatchOutcome) {
        lock.withLock {
            queue.finish(batch, outcome)
            do throws(StorageFailure) {
                try saveState()
                if log.deleteSegments(through: queue.removedThrough) > 0 { retry.tryNow() }
                // Only with the control file: it, not the segment about to be emptied, holds the watermark.
                if queue.isEmpty, failure == nil, control.isOpen {
                    log.eraseIfDead(removedThrough: queue.removedThrough, header: rollHeader)
                }
            } catch {
                recordFailure(error)
            }
        }
    }

    func withQueue<Result>(_ body: (inout EventQueue) -> Result) -> Result {
        lock.withLock { body(&queue) }
    }

    func stats() -> StoreStats {
        lock.withLock { queue.stats(storageFailure: failure, failedWrites: failedWrites) }
    }

    func close() {
        lock.withLock {
            guard !closed else { return }
            closed = true
            highWater.close()
            control.close()
            log.close()
        }
    }

    /// Tells `onDrops` what the store dropped on its own since the last call (cheap when nothing was: one flag).
    @inline(__always) private func reportUnseenDrops() {
        if queue.hasUnseen { queue.takeUnseen(onDrops) }
    }

    /// Keeps `event` in memory while the disk refuses it, up to the held caps; past them it is dropped.
    private func hold(_ event: StoredEvent, category: UInt16) -> UInt64 {
        let limits = queue.limits
        guard queue.heldCount < limits.heldCap, queue.heldBytes + event.json.count <= limits.heldBytesCap else {
            queue.countUnseen(1, failure?.dropReason ?? .storageUnwritable)
            return 0
        }
        queue.appendHeld(event, category: category)
        retry.held()
        highWater.record(event.sequence)
        queue.enforceCaps()
        return event.sequence
    }

    /// Tries the disk again: the watermark and pending batch, then the held events in order (into the current
    /// segment, emptied first when nothing in it is live). Durable appends resume only when all are written.
    private func recover() {
        do throws(StorageFailure) {
            try saveState()
            if control.isOpen { log.resetCurrentIfDead(removedThrough: queue.removedThrough, header: rollHeader) }
            for event in Array(queue.heldEvents) {
                let size = EventFrame.size(envelopeCount: event.json.count, tag: event.tag)
                let position = try log.appendEvent(
                    size: size, sequence: event.sequence, createdAtMillis: event.createdAtMillis, tag: event.tag, envelope: event.json,
                    removedThrough: queue.removedThrough)
                queue.markOldestHeldDurable(at: position)
            }
            failure = nil
            retry.reset()
            onRecovery()
        } catch {
            failedWrites += 1
            failure = error
            retry.failed()
        }
    }

    /// Records the watermark and the pending batch: in the control file, rewritten in place (no new space
    /// needed), or appended to the log when the control file could not be created.
    private func saveState() throws(StorageFailure) {
        if control.isOpen { return try control.write(currentState) }
        try writeControl(.removedThrough(queue.removedThrough))
        if let pending = queue.pending {
            try writeControl(.pending(first: pending.firstSequence, last: pending.lastSequence, idempotencyKey: pending.idempotencyKey))
        }
    }

    private var currentState: ControlFile.State {
        ControlFile.State(
            removedThrough: queue.removedThrough,
            pending: queue.pending.map { ($0.firstSequence, $0.lastSequence, $0.idempotencyKey) })
    }

    private func writeControl(_ record: LogRecord) throws(StorageFailure) {
        frame.removeAll(keepingCapacity: true)
        RecordFrame.append(record, to: &frame)
        try log.appendControl(frame, header: rollHeader)
    }

    /// The first record of a new segment: the watermark, so older segments can be deleted.
    private func rollHeader() -> [UInt8] {
        RecordFrame.watermark(queue.removedThrough)
    }

    private func recordFailure(_ error: StorageFailure) {
        failedWrites += 1
        if failure == nil {
            onFailure(error)
            retry.failed()
        }
        failure = error
    }

    /// An event's envelope read back from the log, checked against its checksum and sequence.
    private static func readEvent(_ entry: QueuedEvent, from log: EventLog) -> StoredEvent? {
        guard let bytes = log.read(entry.position, count: Int(entry.recordSize)) else { return nil }
        return bytes.withUnsafeBytes { buffer -> StoredEvent? in
            guard case .event(let event)? = RecordFrame.read(buffer, at: 0)?.record, event.sequence == entry.sequence else { return nil }
            return event
        }
    }

    /// `mkdir -p`, then a check that the directory can be listed (a read-only one is still read and replayed).
    static func makeDirectory(_ path: String) throws(StorageFailure) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw StorageFailure(operation: "mkdir", path: path, errno: (error as NSError).posixErrno ?? EACCES)
        }
        guard access(path, R_OK | X_OK) == 0 else { throw StorageFailure(operation: "access", path: path, errno: errno) }
    }
}
