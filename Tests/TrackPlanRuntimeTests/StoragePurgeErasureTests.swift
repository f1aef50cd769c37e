import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// A purge erases: each purged event's record is overwritten in place with an `erased` record of the same size (its
/// sequence, then zeros) and synced before `purge` returns, so no purged envelope's bytes stay on disk, even in the
/// middle of a segment that still holds live events. Replay reads an erased record as purged, not as lost, and a
/// `kill -9` at any point of the erasure (some records erased, the rest not yet) loses no live event and sends no
/// purged one.
@Suite struct StoragePurgeErasureTests {
    let now: Int64 = 1_700_000_000_000

    func open(_ directory: TemporaryDirectory) throws -> FileEventStore {
        try FileEventStore(directory: directory.path, nowMillis: now)
    }

    /// Events 1...10, odd ones `analytics`, even ones `marketing`.
    func filled(_ directory: TemporaryDirectory) throws -> FileEventStore {
        let store = try open(directory)
        for number in 1...10 {
            store.append(json: envelope(number), createdAtMillis: now, tag: EventTag(category: number % 2 == 1 ? "analytics" : "marketing"))
        }
        return store
    }

    /// Delivers everything queued, in batches; the numbers of the events delivered.
    func drain(_ store: FileEventStore) -> [Int] { StoragePurgeTests().drain(store) }

    /// The envelopes of events `numbers` found anywhere under the storage directory.
    func onDisk(_ directory: TemporaryDirectory, _ numbers: some Sequence<Int>) throws -> [Int] {
        let text = try directory.storedText()
        return numbers.filter { text.contains(String(decoding: envelope($0), as: UTF8.self)) }
    }

    @Test func anErasedRecordRoundTripsAtTheSizeOfTheRecordItReplaces() {
        var bytes: [UInt8] = []
        RecordFrame.append(.erased(sequence: 42), padding: 64, to: &bytes)
        #expect(bytes.count == 64)
        let read = bytes.withUnsafeBytes { RecordFrame.read($0, at: 0) }
        #expect(read?.record == .erased(sequence: 42))
        #expect(read?.size == 64)
    }

    @Test func purgedEventsLeaveTheDiskBeforePurgeReturnsAndTheRestStay() throws {
        let directory = TemporaryDirectory()
        let store = try filled(directory)
        #expect(try onDisk(directory, 1...10) == Array(1...10))
        #expect(store.purge(.category("analytics"), reason: .consentWithdrawn) == 5)
        #expect(try onDisk(directory, 1...10) == [2, 4, 6, 8, 10], "every byte under the directory, right after the purge")
        let reopened = try open(directory)  // never closed: as after a kill
        #expect(reopened.stats().dropped.total == 0, "an erased record is purged, not lost")
        #expect(drain(reopened) == [2, 4, 6, 8, 10])
    }

    /// The log as a `kill -9` halfway through the erasure leaves it: the purge record written, the first `erased`
    /// purged records overwritten, the others still intact. Built from the log before and after a full purge.
    @Test func aKillAtAnyPointOfTheErasureLosesNothingLiveAndSendsNothingPurged() throws {
        let source = TemporaryDirectory()
        let store = try filled(source)
        let path = source.newestLogPath
        let before = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(store.purge(.category("analytics"), reason: .consentWithdrawn) == 5)
        let after = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let scan = LogScan(after)
        let erasedFrames = zip(scan.records, scan.frames).compactMap { record, frame in
            if case .erased = record { return frame } else { return nil }
        }
        #expect(erasedFrames.count == 5)
        for erased in 0...erasedFrames.count {
            var state = after
            for frame in erasedFrames.dropFirst(erased) {
                state.replaceSubrange(frame.offset..<(frame.offset + frame.size), with: before[frame.offset..<(frame.offset + frame.size)])
            }
            let directory = TemporaryDirectory()
            for file in try FileManager.default.contentsOfDirectory(atPath: source.path) where !file.hasSuffix(".log") {
                try FileManager.default.copyItem(atPath: source.path + "/" + file, toPath: directory.path + "/" + file)
            }
            try Data(state).write(to: URL(fileURLWithPath: directory.path + "/" + (path as NSString).lastPathComponent))
            let reopened = try open(directory)
            #expect(reopened.stats().dropped.total == 0, "\(erased) of 5 erased")
            #expect(drain(reopened) == [2, 4, 6, 8, 10], "\(erased) of 5 erased")
        }
    }

    /// A record torn while it was being overwritten (power lost mid-write; a `kill -9` cannot tear a `pwrite`) is
    /// damage: counted, never sent.
    @Test func aTornErasureIsDamageNotAResentEvent() throws {
        let source = TemporaryDirectory()
        let store = try filled(source)
        let path = source.newestLogPath
        let before = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        _ = store.purge(.category("analytics"), reason: .consentWithdrawn)
        var state = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let scan = LogScan(state)
        let frame = try #require(zip(scan.records, scan.frames).first { if case .erased = $0.0 { true } else { false } }?.1)
        let half = frame.offset + frame.size / 2
        state.replaceSubrange(half..<(frame.offset + frame.size), with: before[half..<(frame.offset + frame.size)])
        try Data(state).write(to: URL(fileURLWithPath: path))
        let reopened = try open(source)
        #expect(drain(reopened) == [2, 4, 6, 8, 10])
    }
}
