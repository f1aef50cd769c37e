import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// The queue's drop counters (`DropTally`): the same counts a dictionary keeps, handed on in code order, and a store
/// over its cap reports each drop as it happens.
@Suite struct StorageDropTallyTests {
    @Test func countsAddUpByReasonAndReadInCodeOrder() {
        var tally = DropTally()
        tally.add(2, .diskCap)
        tally.add(1, .bufferCap)
        tally.add(0, .expired)  // nothing counted, nothing listed
        tally.add(3, DropReason(code: "sampled_out"))
        tally.add(4, DropReason(code: "disk_cap"))  // the same reason, however it was made
        var seen: [String] = []
        tally.forEach { seen.append("\($0.code)=\($1)") }
        #expect(seen == ["buffer_cap=1", "disk_cap=6", "sampled_out=3"])
        var counts = DropCounts()
        counts.add(1, .bufferCap)
        counts.add(6, .diskCap)
        counts.add(3, DropReason(code: "sampled_out"))
        #expect(tally.counts == counts)
    }

    @Test func emptiedTalliesStartAgainFromZero() {
        var tally = DropTally()
        tally.add(5, .corrupt)
        #expect(!tally.isEmpty)
        tally.removeAll()
        #expect(tally.isEmpty)
        #expect(tally.counts == DropCounts())
        tally.add(1, .corrupt)
        #expect(tally.counts[.corrupt] == 1)
    }

    @Test func aStoreOverItsDiskCapReportsEachDropAsItHappens() throws {
        let directory = TemporaryDirectory()
        let recordSize = LogRecord.encodedSize(ofEvent: StoredEvent(sequence: 1, createdAtMillis: 0, json: envelope(10)))
        let reported = Locked<[String]>([])
        let store = try FileEventStore(
            directory: directory.path, limits: StorageLimits(diskCapBytes: recordSize * 5), nowMillis: 1_700_000_000_000,
            onDrops: { reason, count in reported.withLock { $0.append("\(reason.code)=\(count)") } })
        for number in 10...29 { store.append(json: envelope(number), createdAtMillis: 1_700_000_000_000) }
        #expect(reported.withLock { $0 } == Array(repeating: "disk_cap=1", count: 15))
        #expect(store.stats().dropped[.diskCap] == 15)
        store.append(json: envelope(30), createdAtMillis: 1_700_000_000_000)
        #expect(reported.withLock { $0.count } == 16)  // told once per drop, never again for an earlier one
    }
}
