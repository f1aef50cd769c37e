import TrackPlanModel
import TrackPlanParse
import Yams

/// A source that cannot be read: its place and what is wrong, as `path:line:col: error: message`.
public struct ImportError: Error, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

extension PlanJSON {
    /// Parses JSON bytes with the plan reader (json-c: positions, duplicate keys, limits).
    public static func parse(json bytes: [UInt8], path: String) throws -> PlanJSON {
        let result = JSONReader().read(bytes, path: path)
        guard let document = result.document, !result.diagnostics.hasErrors else {
            throw ImportError(result.diagnostics.filter { $0.severity == .error }.map(\.description).joined(separator: "\n"))
        }
        return PlanJSON(document.root)
    }

    init(_ node: JSONNode) {
        switch node.value {
        case .object(let members): self = .object(members.map { Member($0.key, PlanJSON($0.value)) })
        case .array(let values): self = .array(values.map(PlanJSON.init))
        case .string(let value): self = .string(value)
        case .integer(let value): self = .integer(value)
        case .number(let value): self = .number(value)
        case .bool(let value): self = .bool(value)
        case .null: self = .null
        }
    }

    /// Parses YAML text (jpsim/Yams, YAML 1.1 core tags): plain scalars become null, booleans, integers or
    /// numbers by YAML's rules, quoted ones stay strings. Anchors and aliases are refused.
    public static func parse(yaml text: String, path: String) throws -> PlanJSON {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ImportError("\(path): error: \(error)")
        }
        guard let node else { return .null }
        return try PlanJSON(node, path: path)
    }

    init(_ node: Node, path: String) throws {
        switch node {
        case .mapping(let mapping):
            var members: [Member] = []
            for (key, value) in mapping {
                guard let name = key.string else { throw Self.yamlError("a mapping key must be a string", node: key, path: path) }
                if members.contains(where: { $0.key == name }) { throw Self.yamlError("duplicate key '\(name)'", node: key, path: path) }
                members.append(Member(name, try PlanJSON(value, path: path)))
            }
            self = .object(members)
        case .sequence(let sequence): self = .array(try sequence.map { try PlanJSON($0, path: path) })
        case .scalar(let scalar):
            switch Tag.Name(rawValue: node.tag.rawValue) {
            case .null: self = .null
            case .bool: self = node.bool.map(PlanJSON.bool) ?? .string(scalar.string)
            case .int: self = node.int.map { .integer(Int64($0)) } ?? .string(scalar.string)
            case .float: self = node.float.map(PlanJSON.number) ?? .string(scalar.string)
            default: self = .string(scalar.string)
            }
        case .alias: throw Self.yamlError("YAML aliases are not supported; write the value out", node: node, path: path)
        }
    }

    private static func yamlError(_ message: String, node: Node, path: String) -> ImportError {
        let place = node.mark.map { "\(path):\($0.line):\($0.column)" } ?? path
        return ImportError("\(place): error: \(message)")
    }
}
