import Testing

@testable @_spi(Generated) import TrackPlan

/// The raw-memory operations (`Sources/TrackPlan/RawMemory`) do what they say, and a cursor refuses a write past
/// its room.
@Suite struct RawMemoryTests {
    @Test func aCursorWritesWithinItsRoom() {
        var writer = JSONWriter()
        writer.writeText(atMost: 8) { text in
            text.append("ab")
            Array("cd".utf8).withUnsafeBufferPointer { text.append($0) }
        }
        #expect(writer.bytes == Array("abcd".utf8))
    }

    @Test func aCursorStopsAWritePastItsRoom() async {
        await #expect(processExitsWith: .failure) {
            var writer = JSONWriter()
            writer.writeText(atMost: 3) { text in text.append("abcd") }
        }
    }

    @Test func ownedBytesHoldBothPartsInOrder() {
        let bytes = OwnedBytes([1, 2], [3, 4, 5])
        #expect(bytes.count == 5)
        #expect(Array(bytes.bytes(0..<2)) == [1, 2])
        #expect(Array(bytes.bytes(2..<5)) == [3, 4, 5])
    }

    @Test func aBorrowedObjectIsTheObject() {
        final class Box { let value = 7 }
        let box = Box()
        withExtendedLifetime(box) {
            #expect(Unmanaged.passUnretained(box).withBorrowed(\.value) == 7)
        }
    }
}
