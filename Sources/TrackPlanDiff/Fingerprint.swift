/// A short stable id of a change: FNV-1a 64 of rule id, subject and path, as 12 hex digits. It does not depend on
/// line numbers, file layout or message wording, so a CI bot can follow one change across runs and pushes.
public enum Fingerprint {
    public static func of(rule: String, subject: String, path: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(rule)\u{0}\(subject)\u{0}\(path)".utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        let padded = String(repeating: "0", count: 16 - hex.count) + hex
        return String(padded.prefix(12))
    }
}
