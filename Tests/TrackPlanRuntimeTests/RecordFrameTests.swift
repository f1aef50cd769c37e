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

    @Test func taggedEventsRoundTrip() {
        let records: [LogRecord] = [
            .event(
                StoredEvent(sequence: 8, createdAtMillis: 1_700_000_000_123, json: envelope(8), tag: EventTag(category: "analytics", generation: 3))),
            .event(StoredEvent(sequence: 9, createdAtMillis: 5, json: envelope(9), tag: EventTag(category: nil, generation: 65_535))),
            .event(
                StoredEvent(sequence: 10, createdAtMillis: 6, json: envelope(10), tag: EventTag(category: "données-personnalisées", generation: 1))),
            .event(StoredEvent(sequence: 11, createdAtMillis: 7, json: envelope(11), tag: EventTag(category: "a", generation: 0))),
        ]
        var bytes: [UInt8] = []
        for record in records { RecordFrame.append(record, to: &bytes) }
        let scan = LogScan(bytes)
        #expect(scan.records == records)
        #expect(scan.corruptStretches == 0)
    }

    /// The layout logs already on devices hold: `4 | sequence (8) | createdAt (8) | generation (2) | length (2) | name
    /// | envelope`, little-endian; and kind 1 without a tag.
    @Test func eventRecordsKeepTheirByteLayout() {
        func littleEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.littleEndian) { Array($0) } }
        let name = Array("données".utf8)
        var tagged: [UInt8] = []
        LogRecord.event(StoredEvent(sequence: 0x0102, createdAtMillis: -2, json: envelope(1), tag: EventTag(category: "données", generation: 0x0304)))
            .appendBody(to: &tagged)
        #expect(
            tagged == [4] + littleEndian(UInt64(0x0102)) + littleEndian(Int64(-2)) + littleEndian(UInt16(0x0304))
                + littleEndian(UInt16(name.count)) + name + envelope(1))
        var untagged: [UInt8] = []
        LogRecord.event(StoredEvent(sequence: 7, createdAtMillis: 9, json: envelope(2))).appendBody(to: &untagged)
        #expect(untagged == [1] + littleEndian(UInt64(7)) + littleEndian(Int64(9)) + envelope(2))
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
