/// The identity of a checked plan's content: SHA-256 of its canonical form (`CanonicalPlanEncoder`), written as
/// `sha256:` and the first 32 hex digits (128 bits). The same plan in another file layout, on another machine, or
/// read by another tool version gives the same hash; any change to what the plan says (a property, a rule, a
/// description, the version) gives another.
///
/// Generated code sends it as `context.trackplan.hash`; the collector recomputes it for every plan version it
/// loads, and refuses two different plans under one hash (which 128 bits make a matter of principle).
public struct PlanHash: Sendable, Hashable, CustomStringConvertible {
    /// `sha256:` and 32 lowercase hex digits.
    public let description: String
    /// The full 32-byte digest, for telling two plans apart when their short forms agree.
    public let digest: [UInt8]

    public init(_ plan: Plan) {
        var encoder = CanonicalPlanEncoder(hashing: true)
        encoder.write(plan)
        digest = encoder.digest()
        description = "sha256:" + Self.hex(digest.prefix(16))
    }

    /// Whether two object shapes say the same (positions and files aside): an event version identical to its successor.
    public static func sameContent(_ first: ObjectShape, _ second: ObjectShape) -> Bool {
        var one = CanonicalPlanEncoder(hashing: false)
        one.write(first)
        var other = CanonicalPlanEncoder(hashing: false)
        other.write(second)
        return one.bytes == other.bytes
    }

    /// SHA-256 of `bytes` in lowercase hex (all 64 digits).
    public static func sha256Hex(_ bytes: [UInt8]) -> String { hex(SHA256.digest(bytes)[...]) }

    private static func hex(_ bytes: ArraySlice<UInt8>) -> String {
        bytes.map { byte in byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16) }.joined()
    }
}
