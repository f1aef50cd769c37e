import TestSupport
import Testing

@Suite struct SplitMix64Tests {
    /// The reference sequence for seed 0 (from the published algorithm), so a mistyped constant cannot pass.
    @Test func seedZeroGivesTheReferenceSequence() {
        var generator = SplitMix64(seed: 0)
        let first = (0..<3).map { _ in generator.next() }
        #expect(first == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }
}
