import Testing

@testable import TrackPlan

/// `ShortCopy` writes exactly the bytes it is given, for every length on either side of its loads' sizes, and
/// nothing before or after them.
@Suite struct ShortCopyTests {
    @Test func everyLengthIsCopiedExactly() {
        let source = (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for count in 0...40 {
            var destination = [UInt8](repeating: 0xEE, count: 48)
            source.withUnsafeBytes { from in
                destination.withUnsafeMutableBytes { to in ShortCopy.copy(count, from: from.baseAddress!, to: to.baseAddress! + 3) }
            }
            #expect(Array(destination[3..<(3 + count)]) == Array(source[..<count]), "count \(count)")
            #expect(destination[..<3].allSatisfy { $0 == 0xEE }, "count \(count)")
            #expect(destination[(3 + count)...].allSatisfy { $0 == 0xEE }, "count \(count)")
        }
    }
}
