import Foundation

/// The durable store: the queue in memory, mirrored into an append-only log of checksummed records.
///
/// - `append` writes the event's record with one `write(2)` before it returns, so an event survives the death of
///   the process (`kill -9`, a crash) from that moment. Power loss needs `syncEachWrite` (an `fsync` per append).
/// - A batch about to be sent is recorded as pending with its idempotency key; after a crash the same events are
///   re-sent with the same key.
/// - Delivered and failed batches are recorded as a watermark; drops over a cap are not recorded, because the
///   caps are applied again when the log is read.
/// - The log is rewritten (compacted) into a new generation when it opens and whenever its dead bytes exceed
///   1 MiB and four times the live ones, so rewriting adds at most a quarter to the bytes written; never a
///   rewrite per append.
/// - When a write fails (full disk, removed directory), the event stays in memory up to the caps, the failure
///   is reported once through `onFailure` and in `stats()`, and the next successful write rewrites the log from
///   memory.
final class FileEventStore: EventStore, @unchecked Sendable {
    /// Dead bytes tolerated before a compaction, at minimum.
    static let minimumCompactionBytes = 1 << 20
    /// A compaction copies the live bytes once per this many times as many dead bytes appended: the rewrite adds
    /// at most 1/deadToLiveRatio to the bytes written.
    static let deadToLiveRatio = 4

    private let lock = NSLock()
    private var queue: EventQueue
    private let log: LogFile
    private var frame: [UInt8] = []
    private var failure: StorageFailure?
    private var failedWrites = 0
    private var closed = false
    private let onFailure: @Sendable (StorageFailure) -> Void

    /// Opens (creating if needed) the log in `directory` and rehydrates the queue from it.
    /// Throws when the directory cannot be created or the log cannot be opened for writing.
    init(
        directory: String, limits: StorageLimits = StorageLimits(), nowMillis: Int64, syncEachWrite: Bool = false,
        onFailure: @escaping @Sendable (StorageFailure) -> Void = { _ in }
    ) throws(StorageFailure) {
        try Self.makeDirectory(directory)
        log = LogFile(directory: directory, syncEachWrite: syncEachWrite)
        self.onFailure = onFailure
        let files = try log.readAll()
        queue = LogReplay.rehydrate(LogScan(files: files), limits: limits, nowMillis: nowMillis)
        frame.reserveCapacity(1024)
        if files.allSatisfy(\.isEmpty) {
            try log.openForAppend(size: 0)
        } else {
            try log.replace(with: LogReplay.compactedLog(of: queue))
        }
    }

    @discardableResult
    func append(json: [UInt8], createdAtMillis: Int64) -> UInt64? {
        lock.withLock {
            guard !closed else { return nil }
            let event = queue.append(json: json, createdAtMillis: createdAtMillis)
            write(.event(event))
            let dead = log.size - queue.liveBytes
            if dead > max(Self.minimumCompactionBytes, Self.deadToLiveRatio * queue.liveBytes) { compact() }
            return event.sequence
        }
    }

    func nextBatch(maxCount: Int, maxBytes: Int, newKey: () -> String) -> PendingBatch? {
        lock.withLock {
            guard let (batch, isNew) = queue.nextBatch(maxCount: maxCount, maxBytes: maxBytes, newKey: newKey) else {
                return nil
            }
            if isNew {
                write(.pending(first: batch.firstSequence, last: batch.lastSequence, idempotencyKey: batch.idempotencyKey))
            }
            return batch
        }
    }

    func abandonPending() {
        lock.withLock { queue.abandonPending() }
    }

    func finish(_ batch: PendingBatch, _ outcome: BatchOutcome) {
        lock.withLock {
            queue.finish(batch, outcome)
            write(.removedThrough(batch.lastSequence))
        }
    }

    func countDropped(_ count: Int, _ reason: DropReason) {
        lock.withLock { queue.countDropped(count, reason) }
    }

    func stats() -> StoreStats {
        lock.withLock { queue.stats(storageFailure: failure, failedWrites: failedWrites) }
    }

    func close() {
        lock.withLock {
            closed = true
            log.close()
        }
    }

    /// Writes one record; on failure keeps going in memory and reports the first failure of a run.
    private func write(_ record: LogRecord) {
        guard !closed else { return }
        frame.removeAll(keepingCapacity: true)
        RecordFrame.append(record, to: &frame)
        do {
            try log.append(frame)
            if failure != nil {
                failure = nil
                compact()  // the events kept in memory during the outage become durable again
            }
        } catch {
            recordFailure(error)
        }
    }

    private func compact() {
        do {
            try log.replace(with: LogReplay.compactedLog(of: queue))
        } catch {
            recordFailure(error)
        }
    }

    private func recordFailure(_ error: StorageFailure) {
        failedWrites += 1
        if failure == nil { onFailure(error) }
        failure = error
    }

    /// `mkdir -p`, then a check that the directory accepts new files.
    static func makeDirectory(_ path: String) throws(StorageFailure) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw StorageFailure(operation: "mkdir", path: path, errno: (error as NSError).underlyingErrno ?? EACCES)
        }
        guard access(path, W_OK | X_OK) == 0 else { throw StorageFailure(operation: "access", path: path, errno: errno) }
    }
}

extension NSError {
    fileprivate var underlyingErrno: Int32? {
        if domain == NSPOSIXErrorDomain { return Int32(code) }
        return (userInfo[NSUnderlyingErrorKey] as? NSError)?.underlyingErrno
    }
}
