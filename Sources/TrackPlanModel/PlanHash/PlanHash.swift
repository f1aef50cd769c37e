/// The identity of a checked plan's content: SHA-256 of its canonical text (`CanonicalPlanText`), written as
/// `sha256:` and the first 32 hex digits (128 bits). The same plan in another file layout, on another machine, gives
/// the same hash; any change to what the plan says (a property, a rule, a description, the version) gives another.
///
/// Generated code sends it as `context.trackplan.hash`; the collector recomputes it for every plan version it
/// loads, and refuses two different canonical texts under one hash (which 128 bits make a matter of principle).
public struct PlanHash: Sendable, Hashable, CustomStringConvertible {
    /// `sha256:` and 32 lowercase hex digits.
    public let description: String
    /// The full 32-byte digest, for telling two plans apart when their short forms agree.
    public let digest: [UInt8]

    public init(_ plan: Plan) {
        self.init(canonicalText: CanonicalPlanText.text(plan))
    }

    init(canonicalText: String) {
        digest = SHA256.digest(Array(canonicalText.utf8))
        let hex = digest.prefix(16).map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }
        description = "sha256:" + hex.joined()
    }

    /// Whether two object shapes say the same (positions and files aside): an event version identical to its successor.
    public static func sameContent(_ first: ObjectShape, _ second: ObjectShape) -> Bool {
        CanonicalPlanText.encoded(first) == CanonicalPlanText.encoded(second)
    }

    /// SHA-256 of `bytes` in lowercase hex (all 64 digits).
    public static func sha256Hex(_ bytes: [UInt8]) -> String {
        SHA256.digest(bytes).map { byte in byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16) }.joined()
    }
}
