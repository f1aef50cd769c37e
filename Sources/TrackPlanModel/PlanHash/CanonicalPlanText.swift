/// The checked plan written as text that depends on what the plan says, not on where it is written: the input of
/// `PlanHash`.
///
/// It walks the model (`Plan` and every value in it) by reflection, so a field added to the model counts without
/// this file changing, except for the schema types written by hand for speed (`CanonicalPlanText+Schemas.swift`). Left out: source positions (`Origin`, `SourceLocation`, `KeywordLocations`, the privacy actions' places), the list of
/// files read, and the file a shared definition lives in; the plan's events, screens, consent categories and
/// entitlements are sorted, because their order follows file paths. Kept: everything else, in model order
/// (properties keep the author's order: it is the generated initializer's). Numbers are written as their bits,
/// strings JSON-escaped, dictionaries and sets sorted, so the text is the same on every machine.
enum CanonicalPlanText {
    static func text(_ plan: Plan) -> String {
        var out = ""
        write(plan, into: &out)
        return out
    }

    /// Position types: where something is written, not what it says.
    private static let positionTypes: [Any.Type] = [
        Origin.self, Origin?.self, SourceLocation.self, SourceLocation?.self, KeywordLocations.self, KeywordLocations?.self,
        [PIIClass: SourceLocation].self,
    ]

    /// Fields that say where, by owner: the plan's file list, a shared definition's file.
    private static let layoutFields: [(owner: Any.Type, label: String)] = [(Plan.self, "files"), (SchemaReference.self, "file")]

    /// The plan's collections whose order follows file paths.
    private static let sortedPlanFields: Set<String> = ["events", "screens", "consentCategories", "entitlements"]

    static func write(_ value: Any, into out: inout String) {
        if writeByHand(value, into: &out) { return }
        switch value {
        case let text as String:
            out += JSONStringEscaping.quoted(text)
            return
        case let number as Double:
            out += "d" + String(number.bitPattern, radix: 16)
            return
        case let flag as Bool:
            out += flag ? "true" : "false"
            return
        case let number as any BinaryInteger:
            out += String(describing: number)
            return
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first?.value { write(wrapped, into: &out) } else { out += "null" }
        case .collection:
            out += "[" + mirror.children.map { child in encoded(child.value) }.joined(separator: ",") + "]"
        case .set:
            out += "{" + mirror.children.map { encoded($0.value) }.sorted().joined(separator: ",") + "}"
        case .dictionary:
            let entries = mirror.children.map { entry -> String in
                let pair = Mirror(reflecting: entry.value).children.map { encoded($0.value) }
                return pair.joined(separator: ":")
            }
            out += "{" + entries.sorted().joined(separator: ",") + "}"
        case .enum:
            if let payload = mirror.children.first {
                out += (payload.label ?? "") + "(" + encoded(payload.value) + ")"
            } else {
                out += String(describing: value)
            }
        default:
            writeFields(of: value, mirror, into: &out)
        }
    }

    private static func writeFields(of value: Any, _ mirror: Mirror, into out: inout String) {
        let owner = type(of: value)
        out += String(describing: owner) + "{"
        var first = true
        for child in mirror.children {
            let label = child.label ?? ""
            if positionTypes.contains(where: { $0 == type(of: child.value) }) { continue }
            if layoutFields.contains(where: { $0.owner == owner && $0.label == label }) { continue }
            if !first { out += "," }
            first = false
            out += label + ":"
            if owner == Plan.self, sortedPlanFields.contains(label) {
                out += "[" + Mirror(reflecting: child.value).children.map { encoded($0.value) }.sorted().joined(separator: ",") + "]"
            } else {
                write(child.value, into: &out)
            }
        }
        out += "}"
    }

    static func encoded(_ value: Any) -> String {
        var out = ""
        write(value, into: &out)
        return out
    }
}
