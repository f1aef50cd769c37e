import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// The log's checksum (`FrameChecksum`): CRC-32C written, CRC-32 (what older builds wrote) still read.
@Suite struct LogFormatTests {
    @Test func crc32cMatchesTheStandardCheckValues() {
        #expect(CRC32C.checksum(Array("123456789".utf8)) == 0xE306_9283)
        #expect(CRC32C.portableChecksum(Array("123456789".utf8)) == 0xE306_9283)
        #expect(CRC32C.checksum([]) == 0)
        #expect(CRC32C.checksum([UInt8](repeating: 0, count: 32)) == 0x8A91_36AA)  // RFC 3720, B.4
        #expect(CRC32C.checksum([UInt8](repeating: 0xFF, count: 32)) == 0x62A8_AB43)
    }

    @Test func theInstructionAgreesWithTheTableOnRandomBuffers() {
        var generator = SplitMix64(seed: 22)
        // 192 bytes and more go through the three-lane loop: around one block, two, three (a typical event record).
        for length in Array(0...70) + [191, 192, 193, 199, 200, 255, 256, 383, 384, 391, 575, 576, 600, 641, 1000, 4099] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            for start in 0..<min(8, length + 1) {  // every alignment
                let slice = Array(bytes[start...])
                #expect(CRC32C.checksum(slice) == CRC32C.portableChecksum(slice), "length \(slice.count)")
            }
        }
    }

    @Test func framesOfBothChecksumsAreRead() {
        var bytes: [UInt8] = []
        RecordFrame.append(.removedThrough(1), checksum: .crc32, to: &bytes)
        RecordFrame.append(.event(StoredEvent(sequence: 2, createdAtMillis: 0, json: envelope(2))), checksum: .crc32, to: &bytes)
        RecordFrame.append(.event(StoredEvent(sequence: 3, createdAtMillis: 0, json: envelope(3))), to: &bytes)
        #expect(bytes[1] == 0x51)
        let scan = LogScan(bytes)
        #expect(scan.records.count == 3)
        #expect(scan.corruptStretches == 0)
    }

    @Test func aFrameIsCheckedWithTheChecksumItsMagicNames() {
        var bytes: [UInt8] = []
        RecordFrame.append(.event(StoredEvent(sequence: 2, createdAtMillis: 0, json: envelope(2))), to: &bytes)
        #expect(bytes[0] == 0xA7 && bytes[1] == FrameChecksum.current.magic)
        bytes[1] = FrameChecksum.crc32.magic  // the same bytes claimed as CRC-32: the checksum no longer holds
        #expect(bytes.withUnsafeBytes { RecordFrame.read($0, at: 0) } == nil)
    }

    /// A log as a build before CRC-32C left it (every frame CRC-32), replayed and appended to by this one.
    @Test func aLogWrittenWithCRC32IsReplayedAndAppendedTo() throws {
        let directory = TemporaryDirectory()
        let now: Int64 = 1_700_000_000_000
        var old: [UInt8] = []
        RecordFrame.append(.removedThrough(0), checksum: .crc32, to: &old)
        for number in 1...3 {
            let event = StoredEvent(sequence: UInt64(number), createdAtMillis: now, json: envelope(number))
            RecordFrame.append(.event(event), checksum: .crc32, to: &old)
        }
        try Data(old).write(to: URL(fileURLWithPath: LogSegment.path(directory.path, 1)))
        let store = try FileEventStore(directory: directory.path, limits: StorageLimits(), nowMillis: now)
        #expect(store.stats().buffered == 3)
        for number in 4...5 { store.append(json: envelope(number), createdAtMillis: now) }
        store.close()
        let reopened = try FileEventStore(directory: directory.path, limits: StorageLimits(), nowMillis: now)
        #expect(reopened.stats().dropped[.corrupt] == 0)
        var delivered: [Int] = []
        while let batch = reopened.nextBatch(maxCount: 2, maxBytes: 1 << 20, newKey: { UUID().uuidString }) {
            delivered += numbers(batch.events)
            reopened.finish(batch, .delivered)
        }
        #expect(delivered == [1, 2, 3, 4, 5])
    }
}
