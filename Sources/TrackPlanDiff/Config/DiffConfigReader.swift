import TrackPlanModel
import TrackPlanParse

/// Reads a diff config file (JSON). Every problem is a diagnostic with file:line:col; nothing is skipped silently.
public struct DiffConfigReader: Sendable {
    public static let defaultFileName = ".trackplan-diff.json"

    public struct Result: Sendable {
        public var config: DiffConfig?
        public var diagnostics: [Diagnostic]
    }

    public init() {}

    public func read(_ bytes: [UInt8], displayPath: String) -> Result {
        let parsed = JSONReader().read(bytes, path: displayPath, displayPath: displayPath)
        guard let root = parsed.document?.root else { return Result(config: nil, diagnostics: parsed.diagnostics) }
        var parser = ConfigParser()
        let config = parser.config(root)
        return Result(config: parser.diagnostics.hasErrors ? nil : config, diagnostics: parser.diagnostics)
    }
}

private struct ConfigParser {
    var diagnostics: [Diagnostic] = []

    mutating func config(_ root: JSONNode) -> DiffConfig {
        var config = DiffConfig()
        guard let members = object(root, "the config") else { return config }
        for member in members {
            let value = member.value
            switch member.key {
            case "mode":
                if let mode = choice(value, CompatibilityMode.self, "mode") { config.settings.mode = mode }
            case "events":
                if let openness = choice(value, EventOpenness.self, "events") { config.settings.openness = openness }
            case "rules":
                config.ruleSeverities = severities(value)
            case "eventRules":
                for event in object(value, "eventRules") ?? [] { config.eventRuleSeverities[event.key] = severities(event.value) }
            case "ignore":
                guard case .array(let entries) = value.value else { fail(value, "'ignore' must be an array of ignores"); continue }
                config.ignores = entries.compactMap { ignore($0) }
            case "$schema", "$comment":
                break
            default:
                fail(at: member.keyLocation, value.pointer, "unknown config key '\(member.key)'; expected mode, events, rules, eventRules or ignore")
            }
        }
        return config
    }

    private mutating func severities(_ node: JSONNode) -> [String: SeverityOverride] {
        var result: [String: SeverityOverride] = [:]
        for member in object(node, "a rule list") ?? [] {
            guard RuleCatalog.rule(id: member.key) != nil else {
                fail(at: member.keyLocation, member.value.pointer, "unknown rule '\(member.key)'; see Docs/Diff.md for the rule ids")
                continue
            }
            guard let text = member.value.stringValue, let severity = SeverityOverride(text) else {
                fail(member.value, "severity of '\(member.key)' must be \"error\", \"warning\", \"info\" or \"off\"")
                continue
            }
            result[member.key] = severity
        }
        return result
    }

    private mutating func ignore(_ node: JSONNode) -> Ignore? {
        guard let members = object(node, "an ignore") else { return nil }
        var fields: [String: JSONNode] = [:]
        for member in members {
            guard ["fingerprint", "rule", "path", "reason", "expires"].contains(member.key) else {
                fail(
                    at: member.keyLocation, member.value.pointer,
                    "unknown ignore key '\(member.key)'; expected fingerprint, rule, path, reason or expires")
                continue
            }
            guard member.value.stringValue != nil else { fail(member.value, "'\(member.key)' must be a string"); return nil }
            fields[member.key] = member.value
        }
        guard let reason = fields["reason"]?.stringValue, reason.contains(where: { !$0.isWhitespace }) else {
            fail(node, "an ignore needs a \"reason\" saying why the change is accepted")
            return nil
        }
        let fingerprint = fields["fingerprint"]?.stringValue
        let rule = fields["rule"]?.stringValue
        guard (fingerprint == nil) != (rule == nil) else {
            fail(node, "an ignore names either a \"fingerprint\" or a \"rule\" (with an optional \"path\")")
            return nil
        }
        if let rule, RuleCatalog.rule(id: rule) == nil { fail(fields["rule"]!, "unknown rule '\(rule)'"); return nil }
        var path: JSONPointer?
        if let text = fields["path"]?.stringValue {
            guard let pointer = JSONPointer(parsing: Substring(text)) else {
                fail(fields["path"]!, "'path' must be a JSON Pointer such as /events/Signed Up/properties/plan"); return nil
            }
            path = pointer
        }
        let expires = fields["expires"]?.stringValue
        if let expires, !Self.isDate(expires) { fail(fields["expires"]!, "'expires' must be a date written YYYY-MM-DD"); return nil }
        return Ignore(fingerprint: fingerprint, rule: rule, path: path, reason: reason, expires: expires, location: node.location)
    }

    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let month = Int(parts[1]), let day = Int(parts[2])
        else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }

    private mutating func choice<T: RawRepresentable & CaseIterable>(_ node: JSONNode, _ type: T.Type, _ key: String) -> T?
    where T.RawValue == String {
        if let text = node.stringValue, let value = T(rawValue: text) { return value }
        fail(node, "'\(key)' must be one of \(T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
        return nil
    }

    private mutating func object(_ node: JSONNode, _ what: String) -> [JSONMember]? {
        if let members = node.members { return members }
        fail(node, "\(what) must be a JSON object, found \(node.typeName)")
        return nil
    }

    private mutating func fail(_ node: JSONNode, _ message: String) { fail(at: node.location, node.pointer, message) }

    private mutating func fail(at location: SourceLocation, _ pointer: JSONPointer, _ message: String) {
        diagnostics.append(.error("diff-config", message, at: location, pointer: pointer))
    }
}
