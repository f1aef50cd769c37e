import Foundation

/// The log on disk: segments `events.<n>.log` in the storage directory, oldest first, the newest open for
/// appending. A segment is never rewritten: when it is full the next one is started, and a segment is deleted
/// whole once every event in it has left the queue. Compaction therefore never copies live records and never
/// needs a second copy of the queue on the disk; the disk holds the live records plus at most about one
/// segment of delivered ones and the small control records.
///
/// Every new segment starts with a watermark record, so deleting the segments before it loses nothing the
/// replay needs. The current segment is replaced only once its successor exists: the store always has a log
/// to append to, even when a new segment cannot be created (full disk, read-only directory).
final class EventLog {
    let directory: String
    let syncEachWrite: Bool
    /// Oldest first; the last one is the segment appended to (when there is one).
    private(set) var segments: [LogSegment] = []
    /// Unchecked, as every field the append path reads: the store's lock already makes each access exclusive.
    @exclusivity(unchecked) private var current: LogSegment?
    /// Set when a new segment was started; read and cleared by `takeRolledOver`.
    @exclusivity(unchecked) private var rolledOver = false
    /// The highest segment number seen, so a new segment never reuses a file that exists.
    private var highestNumber = 0

    init(directory: String, syncEachWrite: Bool) {
        self.directory = directory
        self.syncEachWrite = syncEachWrite
    }

    deinit { close() }

    /// The segment numbers present in the directory, ascending.
    static func segmentNumbers(in directory: String) throws(StorageFailure) -> [Int] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw StorageFailure(operation: "readdir", path: directory, errno: (error as NSError).posixErrno ?? EIO)
        }
        return names.compactMap { name -> Int? in
            guard name.hasPrefix("events."), name.hasSuffix(".log") else { return nil }
            return Int(name.dropFirst(7).dropLast(4))
        }.sorted()
    }

    /// Adopts the segments replay found (for reading back and deleting) and reopens the newest for appending
    /// after its last valid record. When that fails the log has no current segment until `roll` succeeds.
    func adopt(_ found: [(number: Int, validEnd: Int, dirtyEnd: Int, lastEventSequence: UInt64)]) {
        highestNumber = max(highestNumber, found.last?.number ?? 0)
        for (index, segment) in found.enumerated() {
            let isNewest = index == found.count - 1
            if let opened = try? LogSegment.openForAppend(
                directory: directory, number: segment.number, end: segment.validEnd,
                dirtyEnd: isNewest ? segment.dirtyEnd : 0, syncEachWrite: syncEachWrite)
            {
                opened.lastEventSequence = segment.lastEventSequence
                if isNewest { current = opened } else { opened.seal() }
                segments.append(opened)
            } else if let readOnly = LogSegment.openForReading(directory: directory, number: segment.number) {
                readOnly.lastEventSequence = segment.lastEventSequence  // read-only: its events can still be sent
                segments.append(readOnly)
            }
        }
    }

    /// Appends event `sequence`'s record (`EventFrame`, `size` bytes), formed in place in the current segment,
    /// rolling over to a new segment (which starts with the watermark `removedThrough`) when the current one is
    /// full. Returns where the record is.
    ///
    /// The usual case, a mapped segment with room, reserves, forms and commits the record with no reference counted
    /// (`track` runs it once per event); everything else goes through `appendEventElsewhere`.
    @inline(__always)
    func appendEvent(
        size: Int, sequence: UInt64, createdAtMillis: Int64, tag: EventTag, envelope: [UInt8], removedThrough: UInt64
    ) throws(StorageFailure) -> LogPosition {
        // The current segment is borrowed, not retained: nothing in here replaces `current`, which keeps it alive.
        if let current = current.map({ Unmanaged.passUnretained($0) }) {
            let appended = current.withBorrowed { current -> Result<LogPosition, StorageFailure>? in
                guard current.fits(size, keepingReserve: true) else { return nil }
                let destination: UnsafeMutableRawPointer
                do throws(StorageFailure) {
                    guard let reserved = try current.reserve(count: size, keepingReserve: true) else { return nil }
                    destination = reserved
                } catch {
                    return .failure(error)
                }
                let offset = current.end
                EventFrame.write(sequence: sequence, createdAtMillis: createdAtMillis, tag: tag, envelope: envelope, at: destination)
                current.commit(count: size)
                current.lastEventSequence = sequence
                return .success(LogPosition(segment: UInt32(truncatingIfNeeded: current.number), offset: UInt32(truncatingIfNeeded: offset)))
            }
            if let appended { return try appended.get() }
        }
        return try appendEventElsewhere(
            size: size, sequence: sequence, header: RecordFrame.watermark(removedThrough)
        ) { EventFrame.write(sequence: sequence, createdAtMillis: createdAtMillis, tag: tag, envelope: envelope, at: $0) }
    }

    /// `appendEvent` past the usual case: a new segment first (none yet, or the current one is full), or an
    /// unmapped segment (`pwrite(2)`), or a segment whose file refuses the write (then once more in a new one).
    @inline(never)
    private func appendEventElsewhere(
        size: Int, sequence: UInt64, header: @autoclosure () -> [UInt8], _ write: (UnsafeMutableRawPointer) -> Void
    ) throws(StorageFailure) -> LogPosition {
        if current == nil || !current!.fits(size, keepingReserve: true) {
            try roll(header: header(), room: size)
        }
        var segment = current!
        let offset: Int
        do {
            offset = try segment.append(count: size, keepingReserve: true, write)
        } catch  where error.operation == "write" {
            // The file itself refuses writes (an I/O error, a file replaced underneath): a new segment may
            // work. A full disk fails earlier, when growing, and is not retried here.
            try roll(header: header(), room: size)
            segment = current!
            offset = try segment.append(count: size, keepingReserve: true, write)
        }
        segment.lastEventSequence = sequence
        return LogPosition(segment: UInt32(truncatingIfNeeded: segment.number), offset: UInt32(truncatingIfNeeded: offset))
    }

    /// Appends a control record (pending batch, watermark); it may use the reserve events leave free.
    func appendControl(_ record: [UInt8], header: () -> [UInt8]) throws(StorageFailure) {
        if current == nil || !current!.fits(record.count, keepingReserve: false) {
            try roll(header: header(), room: record.count)
        }
        let segment = current!
        try segment.append(record, keepingReserve: false)
    }

    /// Appends a purge record. The segment holding it counts `through` as one of its events, so it is deleted only
    /// once every event the purge could name is below the watermark: the purge outlives what it purged.
    func appendPurge(_ record: [UInt8], through: UInt64, header: () -> [UInt8]) throws(StorageFailure) {
        try appendControl(record, header: header)
        current!.lastEventSequence = max(current!.lastEventSequence, through)
    }

    /// Starts the next segment with `header` in it, then seals the previous one. On failure the previous
    /// segment stays current and the half-made file is removed.
    func roll(header: [UInt8], room: Int) throws(StorageFailure) {
        let number = highestNumber + 1
        #if TRACKPLAN_CRASH_POINTS
            CrashPoint.reached("segment create")
        #endif
        let next = try LogSegment.openForAppend(
            directory: directory, number: number, minimumCapacity: header.count + room, syncEachWrite: syncEachWrite)
        do {
            try next.append(header, keepingReserve: false)
        } catch {
            next.close()
            _ = unlink(next.path)
            throw error
        }
        highestNumber = number
        rolledOver = true
        current?.seal()
        current = next
        segments.append(next)
    }

    /// Deletes the oldest segments whose events have all left the queue (never the current one).
    /// Returns how many were deleted.
    @discardableResult
    func deleteSegments(through removedThrough: UInt64) -> Int {
        var deleted = 0
        while let oldest = segments.first, oldest !== current, oldest.lastEventSequence <= removedThrough {
            oldest.close()
            #if TRACKPLAN_CRASH_POINTS
                CrashPoint.reached("segment delete")
            #endif
            _ = unlink(oldest.path)
            segments.removeFirst()
            deleted += 1
        }
        return deleted
    }

    /// Compaction in place, for a full disk: when no event in the current segment is live any more (and the
    /// watermark that says so is saved elsewhere), the segment is emptied and starts again with `header`, so the
    /// space it held takes new events without a new file.
    func resetCurrentIfDead(removedThrough: UInt64, header: () -> [UInt8]) {
        deleteSegments(through: removedThrough)
        guard let current, segments.count == 1, current.lastEventSequence <= removedThrough, current.end > LogSegment.growthStep
        else { return }
        current.reset()
        _ = try? current.append(header(), keepingReserve: false)
    }

    /// Erasure of delivered events: when every event in the log has left the queue (and the watermark that says so
    /// is saved), the current segment is truncated to nothing and starts again with `header`, so no delivered
    /// event's bytes stay on disk once the queue drains. Returns whether it erased anything.
    @discardableResult
    func eraseIfDead(removedThrough: UInt64, header: () -> [UInt8]) -> Bool {
        deleteSegments(through: removedThrough)
        guard let current, segments.count == 1, current.lastEventSequence > 0, current.lastEventSequence <= removedThrough
        else { return false }
        let header = header()
        current.reset()
        _ = try? current.append(header, keepingReserve: false)
        return true
    }

    /// Overwrites the records of purged `events` in place with `LogRecord.erased` records of the same size (the
    /// sequence, then zeros), then syncs each segment touched, so the envelopes' bytes are gone from the disk.
    /// The caller has already made the purge durable. Returns the first failure (the rest are still tried).
    func erase(_ events: [QueuedEvent]) -> StorageFailure? {
        var failure: StorageFailure?
        var touched: [LogSegment] = []
        for event in events where !event.position.isHeld {
            guard let segment = segments.first(where: { $0.number == Int(event.position.segment) }) else { continue }
            var record: [UInt8] = []
            RecordFrame.append(.erased(sequence: event.sequence), padding: Int(event.recordSize), to: &record)
            do throws(StorageFailure) {
                try segment.overwrite(record, at: Int(event.position.offset))
                if !touched.contains(where: { $0 === segment }) { touched.append(segment) }
            } catch {
                failure = failure ?? error
            }
        }
        for segment in touched {
            do throws(StorageFailure) { try segment.sync() } catch { failure = failure ?? error }
        }
        return failure
    }

    /// The bytes of the record at `position`, or nil when its segment is gone or the read fails.
    func read(_ position: LogPosition, count: Int) -> [UInt8]? {
        guard let segment = segments.first(where: { $0.number == Int(position.segment) }) else { return nil }
        return segment.read(offset: Int(position.offset), count: count)
    }

    /// Whether a new segment was started since the last call (its header holds the watermark, so older
    /// segments below it may now go).
    func takeRolledOver() -> Bool {
        defer { rolledOver = false }
        return rolledOver
    }

    var hasCurrentSegment: Bool { current != nil }

    func close() {
        for segment in segments { segment.close() }
        segments = []
        current = nil
    }
}

extension NSError {
    /// The POSIX error number behind a Foundation error, when there is one.
    var posixErrno: Int32? {
        if domain == NSPOSIXErrorDomain { return Int32(code) }
        return (userInfo[NSUnderlyingErrorKey] as? NSError)?.posixErrno
    }
}
