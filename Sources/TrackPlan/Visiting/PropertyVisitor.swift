/// Walks a generated value's properties once, in one of two modes: checking each value against the plan's rules
/// (into the caller's `ValidationReport`), or writing each as JSON (into the caller's `JSONWriter`).
///
/// Generated types hold one method, `visitProperties(_:)`, with one call per property
/// (`visitor.string("order_id", self.orderId, pattern: Self.orderId_pattern)`), instead of a validator and an
/// encoder with several statements per property: half the code for the compiler to type-check, and one place
/// where the plan's rules, the wire key and the personal-data action of a field are written.
///
/// A walk costs only its visits: the visitor holds no storage of its own, only the address of the one output its
/// mode writes (lent by `validate(into:_:)` or `encode(into:_:)` for the walk) and of the innermost step of the
/// JSON Pointer, so making, copying and dropping it retains, releases and allocates nothing. It is valid only
/// inside the walk that made it: the one owner of both addresses is the `validate(into:_:)` or `encode(into:_:)`
/// call that lends them, and the visitor reaches `visit` only as an `inout` argument of that call (generated code
/// never stores it).
///
/// Part of the generated-code contract (`@_spi(Generated)`, Docs/GeneratedAPI.md): apps never call it.
@_spi(Generated)
public struct PropertyVisitor {
    public enum Mode: Sendable { case validating, encoding }

    public let mode: Mode
    /// The caller's `ValidationReport` (validating) or `JSONWriter` (encoding), for the walk.
    private let output: UnsafeMutableRawPointer
    /// Where the walk is while validating: the innermost JSON Pointer step, held by the call that entered it
    /// (`inside(_:_:)`); nil at the top. Read only when a rule fails.
    var path: UnsafePointer<PathNode>?

    private init(_ mode: Mode, _ output: UnsafeMutableRawPointer) {
        self.mode = mode
        self.output = output
    }

    /// Runs `visit` as a validator: every broken rule is appended to `report`.
    public static func validate(into report: inout ValidationReport, _ visit: (inout PropertyVisitor) -> Void) {
        withUnsafeMutablePointer(to: &report) { report in
            var visitor = PropertyVisitor(.validating, UnsafeMutableRawPointer(report))
            visit(&visitor)
        }
    }

    /// Runs `visit` as an encoder: the properties are written into `writer` as one JSON object.
    public static func encode(into writer: inout JSONWriter, _ visit: (inout PropertyVisitor) -> Void) {
        withUnsafeMutablePointer(to: &writer) { writer in
            writer.pointee.beginObject()
            var visitor = PropertyVisitor(.encoding, UnsafeMutableRawPointer(writer))
            visit(&visitor)
            writer.pointee.endObject()
        }
    }

    /// The validating walk's report (the caller's, in place).
    var report: ValidationReport {
        unsafeAddress { UnsafePointer(outputPointer(as: ValidationReport.self, in: .validating)) }
        nonmutating unsafeMutableAddress { outputPointer(as: ValidationReport.self, in: .validating) }
    }

    /// The encoding walk's writer (the caller's, in place).
    var writer: JSONWriter {
        unsafeAddress { UnsafePointer(outputPointer(as: JSONWriter.self, in: .encoding)) }
        nonmutating unsafeMutableAddress { outputPointer(as: JSONWriter.self, in: .encoding) }
    }

    @inline(__always)
    private func outputPointer<Output>(as type: Output.Type, in expected: Mode) -> UnsafeMutablePointer<Output> {
        assert(mode == expected, "a \(mode) walk has no \(Output.self)")
        return output.assumingMemoryBound(to: type)
    }
}
