#if canImport(CryptoKit)
    import CryptoKit
#else
    import Crypto
#endif

/// HMAC-SHA-256 with one key, written as 64 lowercase hex digits: what a `hash` PII action sends instead of the value.
///
/// The keyed state is prepared once (the inner and outer key blocks), so each value costs two SHA-256 compressions
/// plus one per 64 bytes of input.
public final class PIIHasher: @unchecked Sendable {
    // `@unchecked`: `prepared` is never mutated, only copied; HMAC is a value type of plain bytes.
    private let prepared: HMAC<SHA256>

    public init(key: PIIHashKey) {
        prepared = HMAC<SHA256>(key: SymmetricKey(data: key.bytes))
    }

    /// A random key for this process only, for writers that were given none (hashes are then not joinable across
    /// launches, but a value is never written in clear).
    static let ephemeral = PIIHasher(key: .random())

    /// Appends the hex digest of `input` to `output`.
    func appendHexDigest(of input: UnsafeRawBufferPointer, to output: inout [UInt8]) {
        var mac = prepared
        mac.update(data: input)
        let code = mac.finalize()
        code.withUnsafeBytes { digest in
            for byte in digest {
                output.append(JSONWriter.hexDigit(byte >> 4))
                output.append(JSONWriter.hexDigit(byte & 0xF))
            }
        }
    }

    /// The hex digest of `text`'s UTF-8 bytes (for tests and for apps that join on the same value).
    public func hexDigest(of text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(64)
        var text = text
        text.withUTF8 { appendHexDigest(of: UnsafeRawBufferPointer($0), to: &output) }
        return String(decoding: output, as: UTF8.self)
    }
}
