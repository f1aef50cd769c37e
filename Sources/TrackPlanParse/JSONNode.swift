import TrackPlanModel

/// A JSON value read from a plan file, with the position of every node. No json-c type crosses this boundary.
public struct JSONNode: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        case integer(Int64)
        case number(Double)
        case bool(Bool)
        case null
    }

    public var value: Value
    public var pointer: JSONPointer
    var position: NodePosition

    /// Where the value's first byte is.
    public var location: SourceLocation {
        get { position.location }
        set { position = NodePosition(newValue) }
    }

    public init(value: Value, location: SourceLocation, pointer: JSONPointer) {
        self.init(value: value, position: NodePosition(location), pointer: pointer)
    }

    init(value: Value, position: NodePosition, pointer: JSONPointer) {
        self.value = value
        self.position = position
        self.pointer = pointer
    }

    /// The members of an object in file order, or nil.
    public var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The member named `key` of an object, or nil.
    public subscript(key: String) -> JSONNode? {
        members?.first { $0.key == key }?.value
    }

    public var stringValue: String? {
        if case .string(let s) = value { return s }
        return nil
    }

    /// A human name for the node's JSON type, for messages ("expected a string, found an array").
    public var typeName: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .integer: return "an integer"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// One `"key": value` pair of an object.
public struct JSONMember: Sendable, Hashable {
    public var key: String
    var keyPosition: NodePosition
    public var value: JSONNode

    /// Where the key's opening quote is.
    public var keyLocation: SourceLocation {
        get { keyPosition.location }
        set { keyPosition = NodePosition(newValue) }
    }

    public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.init(key: key, keyPosition: NodePosition(keyLocation), value: value)
    }

    init(key: String, keyPosition: NodePosition, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// One parsed file of a plan.
public struct JSONDocument: Sendable, Hashable {
    /// Plan-relative path, e.g. `events/checkout.json`.
    public var path: String
    public var root: JSONNode

    public init(path: String, root: JSONNode) {
        self.path = path
        self.root = root
    }
}
