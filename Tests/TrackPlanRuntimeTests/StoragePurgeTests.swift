import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// Event tags and purges in the file store: the tag survives replay, a purge removes exactly the matching queued
/// events (never the pending batch), and it is durable: reopening the log (as after `kill -9`) does not bring a
/// purged event back, even when the same category was granted again and new events were tracked after it.
@Suite struct StoragePurgeTests {
    let now: Int64 = 1_700_000_000_000

    func open(_ directory: TemporaryDirectory) throws -> FileEventStore {
        try FileEventStore(directory: directory.path, nowMillis: now)
    }

    func drain(_ store: FileEventStore) -> [Int] {
        var delivered: [Int] = []
        while let batch = store.nextBatch(maxCount: 4, maxBytes: 1 << 20, newKey: { UUID().uuidString }) {
            delivered += numbers(batch.events)
            store.finish(batch, .delivered)
        }
        return delivered
    }

    /// Events 1...n, odd ones `analytics`, even ones `marketing`, under `generation`.
    func fill(_ store: FileEventStore, _ range: ClosedRange<Int>, generation: UInt16 = 0) {
        for number in range {
            store.append(
                json: envelope(number), createdAtMillis: now,
                tag: EventTag(category: number % 2 == 1 ? "analytics" : "marketing", generation: generation))
        }
    }

    @Test func aQueuedEventStaysTwentyFourBytes() {
        #expect(MemoryLayout<QueuedEvent>.stride == 24)
    }

    @Test func taggedRecordsAndPurgeRecordsRoundTrip() throws {
        let event = StoredEvent(sequence: 9, createdAtMillis: now, json: envelope(9), tag: EventTag(category: "analytics", generation: 3))
        for record in [
            LogRecord.event(event), .event(StoredEvent(sequence: 2, createdAtMillis: now, json: envelope(2))),
            .event(StoredEvent(sequence: 3, createdAtMillis: now, json: envelope(3), tag: EventTag(generation: 7))),
            .purge(after: 4, through: 12, .category("marketing")), .purge(after: 0, through: 5, .generation(65_535)),
        ] {
            var bytes: [UInt8] = []
            RecordFrame.append(record, to: &bytes)
            let read = bytes.withUnsafeBytes { RecordFrame.read($0, at: 0) }
            #expect(read?.record == record)
            #expect(read?.size == bytes.count)
            if case .event(let stored) = record { #expect(LogRecord.encodedSize(ofEvent: stored) == bytes.count) }
        }
    }

    @Test func aPurgeRemovesExactlyTheMatchingEventsAndStaysPurgedAfterReopening() throws {
        let directory = TemporaryDirectory()
        let store = try open(directory)
        fill(store, 1...10)
        #expect(store.purge(.category("analytics"), reason: .consentWithdrawn) == 5)
        #expect(store.stats().buffered == 5)
        #expect(store.stats().dropped[.consentWithdrawn] == 5)
        fill(store, 11...12)  // granted again: 11 is analytics, tracked after the purge
        let reopened = try open(directory)  // never closed: as after a kill
        #expect(reopened.stats().dropped.total == 0, "the purge is replayed, not counted again, and no gap is corruption")
        #expect(drain(reopened) == [2, 4, 6, 8, 10, 11, 12])
    }

    @Test func thePendingBatchIsNeverPurged() throws {
        let directory = TemporaryDirectory()
        let store = try open(directory)
        fill(store, 1...8)
        let inFlight = try #require(store.nextBatch(maxCount: 3, maxBytes: 1 << 20, newKey: { "in-flight" }))
        #expect(numbers(inFlight.events) == [1, 2, 3])
        #expect(store.purge(.category("analytics"), reason: .consentWithdrawn) == 2, "5 and 7; 1 and 3 are on the wire")
        let reopened = try open(directory)
        let again = try #require(reopened.nextBatch(maxCount: 3, maxBytes: 1 << 20, newKey: { "other" }))
        #expect(again.idempotencyKey == "in-flight")
        #expect(numbers(again.events) == [1, 2, 3])
        reopened.finish(again, .delivered)
        #expect(drain(reopened) == [4, 6, 8])
    }

    @Test func aGenerationPurgeAndTheRefusalOfLateAppends() throws {
        let directory = TemporaryDirectory()
        let store = try open(directory)
        fill(store, 1...4, generation: 1)
        fill(store, 5...6, generation: 2)
        store.forget(generation: 2)
        #expect(store.purge(.generation(2), reason: .forgotten) == 2)
        fill(store, 7...7, generation: 2)  // tracked under the forgotten identity, reaching the store late
        store.refuse(categories: ["marketing"])
        fill(store, 8...9, generation: 3)  // 8 is marketing: refused; 9 is analytics
        #expect(store.stats().dropped[.forgotten] == 3)
        #expect(store.stats().dropped[.consentWithdrawn] == 1)
        #expect(drain(try open(directory)) == [1, 2, 3, 4, 9])
    }

    @Test func purgingTheWholeQueueMovesTheWatermarkAndErasesTheLog() throws {
        let directory = TemporaryDirectory()
        let store = try open(directory)
        for number in 1...6 { store.append(json: envelope(number), createdAtMillis: now, tag: EventTag(category: "ads")) }
        #expect(store.purge(.category("ads"), reason: .consentWithdrawn) == 6)
        #expect(!String(decoding: try Data(contentsOf: URL(fileURLWithPath: directory.newestLogPath)), as: UTF8.self).contains("\"n\":"))
        #expect(drain(try open(directory)).isEmpty)
    }
}
