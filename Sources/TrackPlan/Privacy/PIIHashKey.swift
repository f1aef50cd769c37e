import Foundation

/// The secret key of the `hash` PII action (HMAC-SHA-256). Equal values hashed with the same key give equal
/// digests, so hashed identifiers stay joinable across events, sessions and, with an app-provided key, devices.
///
/// Give one in `TrackPlanOptions.piiHashKey` to make hashes joinable across installs and with your backend (which
/// can compute the same HMAC); otherwise each install has its own random key, kept in the storage directory (see
/// Docs/Privacy.md).
public struct PIIHashKey: Sendable, Hashable {
    /// The key's bytes.
    let bytes: [UInt8]

    /// Shortest key accepted, in bytes (128 bits).
    public static let minimumByteCount = 16

    /// A key from the app's secret bytes; nil when shorter than `minimumByteCount`.
    public init?(bytes: some Collection<UInt8>) {
        guard bytes.count >= Self.minimumByteCount else { return nil }
        self.bytes = Array(bytes)
    }

    /// 32 bytes from the system's secure random generator.
    public static func random() -> PIIHashKey {
        var generator = SystemRandomNumberGenerator()
        return PIIHashKey(unchecked: (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    private init(unchecked bytes: [UInt8]) { self.bytes = bytes }
}
