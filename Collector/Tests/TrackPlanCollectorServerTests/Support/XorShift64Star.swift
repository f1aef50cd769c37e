/// A seeded generator for the fuzz tests (xorshift64*, Vigna 2016): the same seed gives the same inputs on every
/// machine, so a failing seed can be replayed.
struct XorShift64Star: RandomNumberGenerator {
    private var state: UInt64

    /// `seed` 0 would stay 0 forever; it is mapped to another constant.
    init(seed: UInt64) { state = seed == 0 ? 0x2545_F491_4F6C_DD1D : seed }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}
