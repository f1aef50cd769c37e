extension SchemaType {
    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// `a string`, `an integer`, … for messages (the differ's and the collector's).
    public var nameWithArticle: String {
        switch self {
        case .string: return "a string"
        case .integer: return "an integer"
        case .number: return "a number"
        case .boolean: return "a boolean"
        case .object: return "an object"
        case .array: return "an array"
        case .any: return "any JSON value"
        case .map: return "a map"
        case .union(let shape): return "one of " + shape.members.map(\.type.nameWithArticle).joined(separator: ", ")
        }
    }
}

extension Schema {
    /// Whether the generator gives this schema a Swift type of its own (an enum or a struct).
    public var declaresSwiftType: Bool {
        if case .union = type { return true }
        return enumValues != nil || type.isObject
    }
}
