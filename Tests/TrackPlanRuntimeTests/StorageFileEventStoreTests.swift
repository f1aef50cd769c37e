import Foundation
import TestSupport
import Testing

@testable import TrackPlan

@Suite struct StorageFileEventStoreTests {
    let now: Int64 = 1_700_000_000_000

    func open(_ directory: TemporaryDirectory, limits: StorageLimits = StorageLimits(), at time: Int64? = nil) throws -> FileEventStore {
        try FileEventStore(directory: directory.path, limits: limits, nowMillis: time ?? now)
    }

    func drain(_ store: FileEventStore) -> [Int] {
        var delivered: [Int] = []
        while let batch = store.nextBatch(maxCount: 7, maxBytes: 1 << 20, newKey: { UUID().uuidString }) {
            delivered += numbers(batch.events)
            store.finish(batch, .delivered)
        }
        return delivered
    }

    @Test func appendedEventsSurviveReopeningInOrder() throws {
        let directory = TemporaryDirectory()
        let first = try open(directory)
        for number in 1...50 { first.append(json: envelope(number), createdAtMillis: now) }
        let reopened = try open(directory)  // the first store is never closed: as after a crash
        #expect(reopened.stats().buffered == 50)
        #expect(drain(reopened) == Array(1...50))
    }

    @Test func aPendingBatchComesBackWithItsKeyAfterACrash() throws {
        let directory = TemporaryDirectory()
        let first = try open(directory)
        for number in 1...30 { first.append(json: envelope(number), createdAtMillis: now) }
        let sent = try #require(first.nextBatch(maxCount: 20, maxBytes: 1 << 20, newKey: { "key-A" }))
        let reopened = try open(directory)
        #expect(reopened.stats().pending == 20)
        let again = try #require(reopened.nextBatch(maxCount: 20, maxBytes: 1 << 20, newKey: { "key-B" }))
        #expect(again == sent)
        #expect(again.idempotencyKey == "key-A")
    }

    @Test func deliveredBatchesStayGoneAfterReopening() throws {
        let directory = TemporaryDirectory()
        let first = try open(directory)
        for number in 1...30 { first.append(json: envelope(number), createdAtMillis: now) }
        let batch = try #require(first.nextBatch(maxCount: 20, maxBytes: 1 << 20, newKey: { "k" }))
        first.finish(batch, .delivered)
        let reopened = try open(directory)
        #expect(drain(reopened) == Array(21...30))
        for number in 31...32 { reopened.append(json: envelope(number), createdAtMillis: now) }
        #expect(drain(try open(directory)) == [31, 32])
    }

    @Test func corruptBytesInTheMiddleOfTheLogCostOnlyTheirRecord() throws {
        let directory = TemporaryDirectory()
        let first = try open(directory)
        for number in 1...9 { first.append(json: envelope(number), createdAtMillis: now) }
        let log = URL(fileURLWithPath: directory.newestLogPath)
        var bytes = try Data(contentsOf: log)
        let fifth = LogScan(Array(bytes)).frames[5]  // after the watermark header: the record of event 5
        let middle = fifth.offset + fifth.size / 2
        bytes.replaceSubrange(middle..<(middle + 4), with: [0xDE, 0xAD, 0xBE, 0xEF])
        try bytes.write(to: log)
        let reopened = try open(directory)
        #expect(reopened.stats().dropped[.corrupt] == 1)
        let delivered = drain(reopened)
        #expect(delivered.count == 8)
        #expect(delivered == delivered.sorted())
        #expect(delivered.first == 1 && delivered.last == 9)
    }

    @Test func expiredEventsAreDroppedAndCountedOnReopen() throws {
        let directory = TemporaryDirectory()
        let week: Int64 = 7 * 24 * 3_600_000
        let first = try open(directory)
        first.append(json: envelope(1), createdAtMillis: now - week - 1)
        first.append(json: envelope(2), createdAtMillis: now - week + 1)
        first.append(json: envelope(3), createdAtMillis: now)
        let reopened = try open(directory)
        #expect(reopened.stats().dropped[.expired] == 1)
        #expect(drain(reopened) == [2, 3])
    }

    @Test func overTheBufferCapTheOldestGoAndAreCounted() throws {
        let directory = TemporaryDirectory()
        let store = try open(directory, limits: StorageLimits(bufferCap: 10))
        for number in 1...25 { store.append(json: envelope(number), createdAtMillis: now) }
        #expect(store.stats().dropped[.bufferCap] == 15)
        let reopened = try open(directory, limits: StorageLimits(bufferCap: 10))
        #expect(drain(reopened) == Array(16...25))
    }

    @Test func overTheDiskCapTheOldestGoAndAreCounted() throws {
        let directory = TemporaryDirectory()
        let recordSize = LogRecord.encodedSize(ofEvent: StoredEvent(sequence: 1, createdAtMillis: 0, json: envelope(10)))
        let limits = StorageLimits(diskCapBytes: recordSize * 5)
        let store = try open(directory, limits: limits)
        for number in 10...29 { store.append(json: envelope(number), createdAtMillis: now) }
        #expect(store.stats().dropped[.diskCap] == 15)
        #expect(drain(store) == Array(25...29))
    }

    @Test func aCapDropThatReachesThePendingBatchVoidsItsKey() throws {
        let directory = TemporaryDirectory()
        let store = try open(directory, limits: StorageLimits(bufferCap: 5))
        for number in 1...5 { store.append(json: envelope(number), createdAtMillis: now) }
        _ = store.nextBatch(maxCount: 3, maxBytes: 1 << 20, newKey: { "old" })
        store.append(json: envelope(6), createdAtMillis: now)
        let next = try #require(store.nextBatch(maxCount: 3, maxBytes: 1 << 20, newKey: { "new" }))
        #expect(next.idempotencyKey == "new")
        #expect(numbers(next.events) == [2, 3, 4])
    }

    @Test func theLogIsCompactedAsDeliveredEventsAccumulate() throws {
        let directory = TemporaryDirectory()
        let store = try open(directory)
        let payload = [UInt8](repeating: UInt8(ascii: "x"), count: 1000)
        for _ in 0..<6_000 {
            store.append(json: payload, createdAtMillis: now)
            let batch = store.nextBatch(maxCount: 20, maxBytes: 1 << 20, newKey: { "k" })!
            store.finish(batch, .delivered)
        }
        let records = LogScan(Array(try Data(contentsOf: URL(fileURLWithPath: directory.newestLogPath)))).records
        #expect(records.count < 4_000)  // 18,000 without compaction
        store.append(json: envelope(1), createdAtMillis: now)
        #expect(drain(try open(directory)) == [1])
    }

    @Test func aCrashBetweenWritingAndDeletingGenerationsLosesAndDuplicatesNothing() throws {
        let directory = TemporaryDirectory()
        let first = try open(directory)
        for number in 1...5 { first.append(json: envelope(number), createdAtMillis: now) }
        first.finish(try #require(first.nextBatch(maxCount: 2, maxBytes: 1 << 20, newKey: { "k" })), .delivered)
        let old = try Data(contentsOf: URL(fileURLWithPath: directory.newestLogPath))
        let oldPath = directory.newestLogPath
        _ = try open(directory)  // compacts into the next generation and deletes this one
        try old.write(to: URL(fileURLWithPath: oldPath))  // as if the process died before the delete
        #expect(drain(try open(directory)) == [3, 4, 5])
    }

    @Test func aDirectoryThatCannotBeCreatedIsATypedFailure() throws {
        let directory = TemporaryDirectory()
        _ = FileManager.default.createFile(atPath: directory.path + "/file", contents: Data())
        #expect(throws: StorageFailure.self) {
            _ = try FileEventStore(directory: directory.path + "/file/queue", nowMillis: now)
        }
    }

    @Test func aLogFileThatRefusesWritesIsReplacedByANewSegment() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: directory.logPath, withDestinationPath: "/dev/full")
        let reports = Counter()
        let store = try FileEventStore(directory: directory.path, limits: StorageLimits(bufferCap: 4), nowMillis: now) { _ in
            reports.increment()
        }
        for number in 1...6 { store.append(json: envelope(number), createdAtMillis: now) }
        #expect(reports.count == 0)
        let stats = store.stats()
        #expect(stats.held == 0)
        #expect(stats.dropped[.bufferCap] == 2)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/events.2.log"))
        #expect(drain(try open(directory, limits: StorageLimits(bufferCap: 4))) == [3, 4, 5, 6])
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}

@Suite struct StorageSegmentTests {
    let now: Int64 = 1_700_000_000_000

    func logFiles(_ directory: TemporaryDirectory) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasPrefix("events.") }.sorted()
    }

    func fileSize(_ path: String) -> Int { (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1 }

    /// One allocation per segment, at its first record (so `track` never waits for another), and never more than
    /// the segment's capacity.
    @Test func aSegmentIsAllocatedWholeAtItsFirstRecord() throws {
        let directory = TemporaryDirectory()
        let store = try FileEventStore(directory: directory.path, nowMillis: now)
        store.append(json: envelope(1), createdAtMillis: now)
        #expect(fileSize(directory.logPath) == LogSegment.capacityLimit)
        let payload = [UInt8](repeating: UInt8(ascii: "x"), count: 1_000)
        for _ in 0..<100 { store.append(json: payload, createdAtMillis: now) }
        #expect(fileSize(directory.logPath) == LogSegment.capacityLimit)
    }

    @Test func deliveredSegmentsAreDeletedWithoutCopyingLiveOnes() throws {
        let directory = TemporaryDirectory()
        let store = try FileEventStore(directory: directory.path, nowMillis: now)
        let payload = [UInt8](repeating: UInt8(ascii: "x"), count: 1_000)
        for _ in 0..<(5 * LogSegment.capacityLimit / 1_000) { store.append(json: payload, createdAtMillis: now) }
        #expect(logFiles(directory).count >= 5)
        while let batch = store.nextBatch(maxCount: 100, maxBytes: 1 << 20, newKey: { UUID().uuidString }) {
            if store.stats().buffered < 50 { break }
            store.finish(batch, .delivered)
        }
        #expect(logFiles(directory).count == 1)  // only the current segment, holding the last live events
        let reopened = try FileEventStore(directory: directory.path, nowMillis: now)
        #expect(reopened.stats().buffered + reopened.stats().pending == store.stats().buffered + store.stats().pending)
        #expect(reopened.stats().dropped.total == 0)
    }

    @Test func eventsOverTheCapsLeaveTheirSegmentsBehindWhileNothingIsDelivered() throws {
        let directory = TemporaryDirectory()
        let store = try FileEventStore(directory: directory.path, limits: StorageLimits(bufferCap: 1_000), nowMillis: now)
        let payload = [UInt8](repeating: UInt8(ascii: "x"), count: 1_000)
        let tracked = 5 * LogSegment.capacityLimit / 1_000
        for _ in 0..<tracked { store.append(json: payload, createdAtMillis: now) }
        #expect(logFiles(directory).count <= 3)  // 5 segments' worth tracked, about 1 MB live
        #expect(store.stats().dropped[.bufferCap] == tracked - 1_000)
    }

    @Test func aTornControlSlotFallsBackToTheOtherOne() throws {
        let directory = TemporaryDirectory()
        let first = try FileEventStore(directory: directory.path, nowMillis: now)
        for number in 1...10 { first.append(json: envelope(number), createdAtMillis: now) }
        let sent = try #require(first.nextBatch(maxCount: 4, maxBytes: 1 << 20, newKey: { "key-A" }))
        first.finish(sent, .delivered)
        _ = first.nextBatch(maxCount: 4, maxBytes: 1 << 20, newKey: { "key-B" })
        // Tear the slot written last (the pending batch key-B): the state before it (1...4 delivered) remains.
        let control = directory.path + "/queue.control"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: control))
        func generation(_ slot: Int) -> UInt64 {
            bytes[(slot * ControlFile.slotSize + 4)..<(slot * ControlFile.slotSize + 12)].reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }
        let newestSlot = generation(0) > generation(1) ? 0 : 1
        bytes[newestSlot * ControlFile.slotSize + 8] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: control))
        let reopened = try FileEventStore(directory: directory.path, nowMillis: now)
        let again = try #require(reopened.nextBatch(maxCount: 4, maxBytes: 1 << 20, newKey: { "key-C" }))
        #expect(numbers(again.events).first == 5)
    }
}
