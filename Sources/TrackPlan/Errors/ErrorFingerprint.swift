/// The fingerprint of an error: FNV-1a (64-bit) over its type name and its top frames with the load addresses
/// removed, so the same error at the same place gives the same value on every launch of the same binary (ASLR moves
/// the addresses, not the module-relative offsets or symbols).
enum ErrorFingerprint {
    /// Frames that take part: deeper ones are the run loop and start-up code every error shares.
    static let frameCount = 5

    static func of(typeName: String, frames: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ text: String) {
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
            hash ^= 0xFF
            hash &*= 0x0000_0100_0000_01b3
        }
        mix(typeName)
        for frame in frames.prefix(frameCount) { mix(stable(frame)) }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// A frame without what changes per launch: `[0x7f…]` (Linux) and bare `0x0000…` addresses (Apple platforms);
    /// the module, the symbol and the offset stay.
    static func stable(_ frame: String) -> String {
        frame.split(separator: " ").filter { word in
            !(word.hasPrefix("[0x") || (word.hasPrefix("0x") && word.count >= 10))
        }.joined(separator: " ")
    }
}
