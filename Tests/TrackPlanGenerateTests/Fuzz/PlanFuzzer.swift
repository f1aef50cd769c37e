import TestSupport
import TrackPlanCheck

/// Writes random tracking plans whose keys come from a hostile alphabet: Swift keywords, names the generated code
/// and the runtime use, standard-library and Foundation types, emoji, empty strings, punctuation that vanishes
/// from identifiers, and file names that differ only in `+` and `/`. The same seed always writes the same plan.
struct PlanFuzzer {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// Words that are hostile as Swift names somewhere in the generated code.
    static let words = [
        "type", "Type", "self", "Self", "protocol", "Protocol", "init", "Regex", "Swift", "Foundation", "TrackPlan",
        "String", "Int", "Double", "Bool", "Date", "URL", "UUID", "Optional", "Nullable", "Array", "Any", "some",
        "kind", "wire name", "consent category", "validate", "encode properties", "report", "writer", "value",
        "default", "case", "in", "Order", "order", "ID", "url", "Screen", "Cart", "Cart Screen", "pattern", "x",
        "Identify Traits", "Group Traits", "Consent Category", "Entitlement Key", "Track Plan Info", "Error",
        "Sendable", "Hashable", "Equatable", "Tracked Event", "JSON Writer", "Validation Report", "Event Kind",
        "🎉", "🚀✨", "", "é", "Ω", "1", "42", "_", "$", "-",
    ]
    static let separators = ["", " ", "_", "-", ".", "/", "+", "~", "\"", "\\", "🎉"]
    static let fileNames = ["events.json", "events+a.json", "events/a.json", "a b.json", "Types.json", "self.json", "🎉.json", "x/y+z.json"]

    /// The plan's files: a manifest and up to three plan files.
    mutating func plan() -> [PlanSourceFile] {
        var files = [
            PlanSourceFile(
                path: "trackplan.json",
                bytes: Array(
                    #"{"name": "Fuzz", "version": "1.0.0", "defaults": {"consent": "analytics"}, "lint": {"disable": ["event-naming", "property-naming", "missing-description"]}}"#
                        .utf8))
        ]
        var chosen = Self.fileNames
        for index in 0..<(1 + pick(3)) {
            let name = chosen.remove(at: pick(chosen.count))
            files.append(PlanSourceFile(path: name, bytes: Array(planFile(first: index == 0).utf8)))
        }
        return files
    }

    private mutating func planFile(first: Bool) -> String {
        var sections: [String] = []
        if first { sections.append(#""consent": {"analytics": {}}"#) }
        var defs: [String] = []
        let definitionNames = (0..<pick(3)).map { _ in key() }
        for name in definitionNames { defs.append("\(json(name)): \(schema(depth: 1, references: []))") }
        if !defs.isEmpty { sections.append(#""$defs": {"# + defs.joined(separator: ", ") + "}") }
        let references = definitionNames.map { "#/$defs/" + $0.replacing("~", with: "~0").replacing("/", with: "~1") }
        for section in ["events", "screens"] where pick(3) > 0 || section == "events" {
            let events = (0..<(1 + pick(3))).map { _ in "\(json(key())): \(object(depth: 0, references: references))" }
            sections.append("\(json(section)): {\(events.joined(separator: ", "))}")
        }
        if pick(4) == 0 { sections.append(#""identify": "# + object(depth: 1, references: references)) }
        if pick(4) == 0 { sections.append(#""entitlements": {"# + json(key()) + ": {}}") }
        return "{" + sections.joined(separator: ", ") + "}"
    }

    private mutating func object(depth: Int, references: [String]) -> String {
        var properties: [String] = []
        var seen: Set<String> = []
        for _ in 0..<pick(4) {
            let name = key()
            guard seen.insert(name).inserted else { continue }
            properties.append("\(json(name)): \(schema(depth: depth + 1, references: references))")
        }
        let deprecated = pick(5) == 0 ? #", "deprecated": true"# : ""
        return #"{"type": "object", "properties": {"# + properties.joined(separator: ", ") + "}" + deprecated + "}"
    }

    private mutating func schema(depth: Int, references: [String]) -> String {
        var deprecated = pick(6) == 0 ? #", "deprecated": true"# : ""
        if !deprecated.isEmpty, pick(2) == 0 { deprecated += #", "x-deprecation-message": "# + json(key()) }
        switch pick(depth > 2 ? 5 : 8) {
        case 0: return #"{"type": "string""# + deprecated + "}"
        case 1: return #"{"type": ["integer", "null"], "minimum": 0"# + deprecated + "}"
        case 2: return #"{"type": "string", "pattern": "^a""# + deprecated + "}"
        case 3:
            let values = Set((0..<(1 + pick(3))).map { _ in key() }).sorted().map(json)
            return #"{"type": "string", "enum": ["# + values.joined(separator: ", ") + "]" + deprecated + "}"
        case 4:
            if let reference = references.randomElement(using: &random) { return #"{"$ref": "# + json(reference) + "}" }
            return #"{"type": "boolean"}"#
        case 5: return #"{"type": "array", "items": "# + schema(depth: depth + 1, references: references) + "}"
        default: return object(depth: depth, references: references)
        }
    }

    /// One to three hostile words joined by hostile separators.
    private mutating func key() -> String {
        var text = Self.words[pick(Self.words.count)]
        for _ in 0..<pick(3) {
            text += Self.separators[pick(Self.separators.count)] + Self.words[pick(Self.words.count)]
        }
        return text
    }

    private mutating func pick(_ count: Int) -> Int { count <= 1 ? 0 : Int(random.next() % UInt64(count)) }

    private func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
