/// Walks a generated value's properties once, in one of two modes: checking each value against the plan's rules
/// (into `report`), or writing each as JSON (into `writer`).
///
/// Generated types hold one method, `visitProperties(_:)`, with one call per property
/// (`visitor.string("order_id", self.orderId, pattern: Self.orderId_pattern)`), instead of a validator and an
/// encoder with several statements per property: half the code for the compiler to type-check, and one place
/// where the plan's rules, the wire key and the personal-data action of a field are written.
///
/// Part of the generated-code contract (`@_spi(Generated)`, Docs/GeneratedAPI.md): apps never call it.
@_spi(Generated)
public struct PropertyVisitor {
    public enum Mode: Sendable { case validating, encoding }

    public let mode: Mode
    /// What the validating walk found.
    public var report = ValidationReport()
    /// What the encoding walk wrote.
    public var writer: JSONWriter
    /// Where the walk is, as JSON Pointer steps; kept only while validating, read only when a rule fails.
    var path: [PathStep] = []

    init(_ mode: Mode) {
        self.mode = mode
        writer = JSONWriter(unallocated: ())
    }

    /// Runs `visit` as a validator: every broken rule is appended to `report`.
    public static func validate(into report: inout ValidationReport, _ visit: (inout PropertyVisitor) -> Void) {
        var visitor = PropertyVisitor(.validating)
        swap(&visitor.report, &report)
        visit(&visitor)
        swap(&visitor.report, &report)
    }

    /// Runs `visit` as an encoder: the properties are written into `writer` as one JSON object.
    public static func encode(into writer: inout JSONWriter, _ visit: (inout PropertyVisitor) -> Void) {
        var visitor = PropertyVisitor(.encoding)
        swap(&visitor.writer, &writer)
        visitor.writer.beginObject()
        visit(&visitor)
        visitor.writer.endObject()
        swap(&visitor.writer, &writer)
    }
}

/// One step of a JSON Pointer: a generated (pre-escaped) key, a map key, or an array index.
enum PathStep {
    case key(StaticString)
    case name(String)
    case index(Int)

    /// The steps, then `last`, as one JSON Pointer; only called when a rule fails.
    static func pointer(_ steps: [PathStep], then last: PathStep?) -> String {
        var text = ""
        for step in steps { text = step.appended(to: text) }
        return last?.appended(to: text) ?? text
    }

    private func appended(to parent: String) -> String {
        switch self {
        case .key(let escaped): return ValidationReport.pointer(parent, key: JSONEscapes.unescaped(escaped.description))
        case .name(let name): return ValidationReport.pointer(parent, key: name)
        case .index(let index): return ValidationReport.pointer(parent, index: index)
        }
    }
}
