import Testing

@testable import TrackPlan

@Suite struct RecordFrameTests {
    @Test func crc32MatchesTheStandardCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        let long = [UInt8](repeating: 0x61, count: 1000)
        var bitwise: UInt32 = 0xFFFF_FFFF
        for byte in long {
            bitwise ^= UInt32(byte)
            for _ in 0..<8 { bitwise = (bitwise & 1) != 0 ? (bitwise >> 1) ^ 0xEDB8_8320 : bitwise >> 1 }
        }
        #expect(CRC32.checksum(long) == ~bitwise)
    }

    @Test func everyRecordKindRoundTrips() {
        let records: [LogRecord] = [
            .event(StoredEvent(sequence: 7, createdAtMillis: -3, json: envelope(7))),
            .pending(first: 3, last: 9, idempotencyKey: "key-1"),
            .removedThrough(42),
        ]
        var bytes: [UInt8] = []
        for record in records { RecordFrame.append(record, to: &bytes) }
        let scan = LogScan(bytes)
        #expect(scan.records == records)
        #expect(scan.corruptStretches == 0)
    }

    @Test func aFlippedByteInTheMiddleLosesOnlyThatRecord() {
        var bytes: [UInt8] = []
        for number in 1...3 {
            RecordFrame.append(.event(StoredEvent(sequence: UInt64(number), createdAtMillis: 0, json: envelope(number))), to: &bytes)
        }
        let recordSize = bytes.count / 3
        bytes[recordSize + recordSize / 2] ^= 0xFF
        let scan = LogScan(bytes)
        #expect(scan.records.count == 2)
        #expect(scan.corruptStretches == 1)
    }

    @Test func aTornTailIsOneCorruptStretch() {
        var bytes: [UInt8] = []
        RecordFrame.append(.removedThrough(1), to: &bytes)
        RecordFrame.append(.event(StoredEvent(sequence: 2, createdAtMillis: 0, json: envelope(2))), to: &bytes)
        bytes.removeLast(3)
        let scan = LogScan(bytes)
        #expect(scan.records == [.removedThrough(1)])
        #expect(scan.corruptStretches == 1)
    }

    @Test func garbageBetweenRecordsIsSkipped() {
        var bytes: [UInt8] = []
        RecordFrame.append(.removedThrough(1), to: &bytes)
        bytes += [0xA7, 0x51, 0, 0, 0, 0, 255, 255, 255, 255, 1, 2, 3]  // a false magic with an absurd length
        RecordFrame.append(.removedThrough(2), to: &bytes)
        let scan = LogScan(bytes)
        #expect(scan.records == [.removedThrough(1), .removedThrough(2)])
        #expect(scan.corruptStretches == 1)
    }

    @Test func theZeroTailOfAPreallocatedLogIsNotDamage() {
        var bytes: [UInt8] = []
        RecordFrame.append(.removedThrough(5), to: &bytes)  // its body ends with zero bytes
        RecordFrame.append(.event(StoredEvent(sequence: 6, createdAtMillis: 0, json: envelope(6))), to: &bytes)
        bytes += [UInt8](repeating: 0, count: 4096)
        let scan = LogScan(bytes)
        #expect(scan.records.count == 2)
        #expect(scan.corruptStretches == 0)
    }
}
