import Foundation

/// Mints `messageId`s as UUIDv7: 48 bits of Unix milliseconds, then 74 random bits, so ids sort by time and
/// never collide in practice. The random bits come from xoshiro256** seeded once from the system generator:
/// a few nanoseconds per id, no system call. Not thread-safe; the client calls it under its lock.
struct MessageIDGenerator {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    init() {
        var system = SystemRandomNumberGenerator()
        state = (system.next(), system.next(), system.next(), system.next() | 1)
    }

    mutating func next(unixMillis: Int64) -> UUID {
        let random = nextRandom()
        let more = nextRandom()
        let millis = UInt64(truncatingIfNeeded: unixMillis) & 0xFFFF_FFFF_FFFF
        let high = (millis << 16) | 0x7000 | (random & 0x0FFF)  // version 7
        let low = (more & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000  // variant 10
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &uuid) { raw in
            raw.storeBytes(of: high.bigEndian, toByteOffset: 0, as: UInt64.self)
            raw.storeBytes(of: low.bigEndian, toByteOffset: 8, as: UInt64.self)
        }
        return UUID(uuid: uuid)
    }

    /// A fresh key for a batch (`Idempotency-Key`), from the same generator.
    mutating func nextKey(unixMillis: Int64) -> String {
        next(unixMillis: unixMillis).uuidString.lowercased()
    }

    private mutating func nextRandom() -> UInt64 {
        let result = rotate(state.1 &* 5, 7) &* 9
        let shifted = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= shifted
        state.3 = rotate(state.3, 45)
        return result
    }

    private func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }
}
