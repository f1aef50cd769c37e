/// An ordered JSON value: what importers read (JSON or YAML) and what they and the exporters write. Object members
/// keep their order, so output follows the source and is the same on every run.
public indirect enum PlanJSON: Sendable, Hashable {
    case object([Member])
    case array([PlanJSON])
    case string(String)
    case integer(Int64)
    case number(Double)
    case bool(Bool)
    case null

    /// One `"key": value` pair.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: PlanJSON
        public init(_ key: String, _ value: PlanJSON) {
            self.key = key
            self.value = value
        }
    }

    /// The members of an object, or nil.
    public var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The member `key` of an object, or nil.
    public subscript(key: String) -> PlanJSON? { members?.first { $0.key == key }?.value }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var arrayValue: [PlanJSON]? {
        if case .array(let values) = self { return values }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// An object from `(key, value)` pairs, leaving out nil values.
    static func fields(_ pairs: [(String, PlanJSON?)]) -> PlanJSON {
        .object(pairs.compactMap { key, value in value.map { Member(key, $0) } })
    }
}
