import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// Event records formed in place in the log (`EventFrame`) are the bytes `RecordFrame` forms, whichever way the
/// segment is written (mapped, or `pwrite` with `syncEachWrite`), and the pages faulted in ahead of the cursor
/// (`PageFaulter`) change no byte of the log.
@Suite struct StorageInPlaceFrameTests {
    let now: Int64 = 1_700_000_000_000

    static let tags = [
        EventTag.none, EventTag(category: "analytics", generation: 3), EventTag(category: nil, generation: 65_535),
        EventTag(category: "", generation: 2), EventTag(category: "données-personnalisées", generation: 1),
        EventTag(category: String(repeating: "é", count: 40_000), generation: 9),  // 80,000 bytes: cut at 65,535
    ]

    @Test(arguments: tags)
    func aFrameFormedInPlaceIsTheFrameRecordFrameForms(tag: EventTag) {
        for json in [[], envelope(7), [UInt8](repeating: 0x61, count: 5_000)] {
            let event = StoredEvent(sequence: 0x0102_0304, createdAtMillis: -5, json: json, tag: tag)
            var expected: [UInt8] = []
            RecordFrame.append(.event(event), to: &expected)
            let size = EventFrame.size(envelopeCount: json.count, tag: tag)
            var formed = [UInt8](repeating: 0xEE, count: size + 8)
            formed.withUnsafeMutableBytes { EventFrame.write(event, at: $0.baseAddress! + 3) }
            #expect(size == expected.count)
            #expect(Array(formed[3..<(3 + size)]) == expected)
            #expect(formed.prefix(3).allSatisfy { $0 == 0xEE } && formed.suffix(5).allSatisfy { $0 == 0xEE })
        }
    }

    @Test(arguments: [false, true])
    func theLogHoldsTheRecordsRecordFrameForms(syncEachWrite: Bool) throws {
        let directory = TemporaryDirectory()
        let store = try FileEventStore(directory: directory.path, nowMillis: now, syncEachWrite: syncEachWrite)
        var events: [StoredEvent] = []
        for number in 1...40 {
            let tag = Self.tags[number % 5]
            let sequence = try #require(store.append(json: envelope(number), createdAtMillis: now + Int64(number), tag: tag))
            events.append(StoredEvent(sequence: sequence, createdAtMillis: now + Int64(number), json: envelope(number), tag: tag))
        }
        store.close()
        var expected: [UInt8] = []
        for event in events { RecordFrame.append(.event(event), to: &expected) }
        let log = try Data(contentsOf: URL(fileURLWithPath: directory.logPath))
        var header: [UInt8] = []
        RecordFrame.append(.removedThrough(0), to: &header)
        #expect(Array(log.prefix(header.count)) == header)
        #expect(Array(log.dropFirst(header.count).prefix(expected.count)) == expected)
        #expect(log.dropFirst(header.count + expected.count).allSatisfy { $0 == 0 })
        let reopened = try FileEventStore(directory: directory.path, nowMillis: now)
        let batch = try #require(reopened.nextBatch(maxCount: 100, maxBytes: 1 << 20, newKey: { "k" }))
        // An empty category name is read back as none (the format's rule, unchanged).
        #expect(
            batch.events
                == events.map { event in
                    var read = event
                    if read.tag.category == "" { read.tag.category = nil }
                    return read
                })
    }

    /// Three segments' worth of events: the page faulter is asked for pages ahead of each cursor, and the log is
    /// replayed whole (its pages ahead of the cursor stay zeros until records are written there).
    @Test func eventsWrittenIntoFaultedPagesReplayWhole() async throws {
        let directory = TemporaryDirectory()
        let served = PageFaulter.shared.servedRequests
        let store = try FileEventStore(directory: directory.path, nowMillis: now)
        let padding = String(repeating: "x", count: 900)
        let count = 3 * LogSegment.capacityLimit / 1_000
        for number in 1...count { store.append(json: Array("{\"n\":\(number),\"p\":\"\(padding)\"}".utf8), createdAtMillis: now) }
        #if os(Linux)
            // The requests are served on the faulter's own thread: wait for it (bounded), never for a duration.
            let deadline = Date().addingTimeInterval(30)
            while PageFaulter.shared.servedRequests <= served, Date() < deadline { try await Task.sleep(for: .milliseconds(1)) }
            #expect(PageFaulter.shared.servedRequests > served)
        #endif
        let reopened = try FileEventStore(directory: directory.path, nowMillis: now)
        #expect(reopened.stats().buffered == count)
        #expect(reopened.stats().dropped.total == 0)
        store.close()
    }

    /// A sealed segment's pages are never touched again: populating or releasing them after `seal` does nothing.
    @Test func aSealedSegmentIsNotPopulated() throws {
        let directory = TemporaryDirectory()
        let segment = try LogSegment.openForAppend(directory: directory.path, number: 1, syncEachWrite: false)
        try segment.append(envelope(1), keepingReserve: false)
        segment.seal()
        segment.populate(from: 0, to: LogSegment.growthStep)
        segment.release(below: LogSegment.growthStep)
        #expect(segment.read(offset: 0, count: envelope(1).count) == envelope(1))
        segment.close()
    }

    /// Dropping written pages from memory keeps their bytes (they are in the page cache and the file): appends
    /// after a release, and a replay, see every record.
    @Test func releasedPagesKeepTheirRecords() throws {
        let directory = TemporaryDirectory()
        let segment = try LogSegment.openForAppend(directory: directory.path, number: 1, syncEachWrite: false)
        var offsets: [Int] = []
        for number in 1...200 { offsets.append(try segment.append(envelope(number), keepingReserve: false)) }
        segment.release(below: segment.end / 4096 * 4096)
        for number in 201...400 { offsets.append(try segment.append(envelope(number), keepingReserve: false)) }
        for (index, offset) in offsets.enumerated() {
            #expect(segment.read(offset: offset, count: envelope(index + 1).count) == envelope(index + 1))
        }
        segment.close()
    }
}
