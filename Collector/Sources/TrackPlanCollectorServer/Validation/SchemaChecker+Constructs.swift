import TrackPlanModel

/// Maps and scalar unions, with the rules of the generated validators: a map's entry counts, each key against
/// `propertyNames.pattern`, each value against the value schema; a union's value is checked by the member of its
/// JSON type (an integer-valued number by an `integer` member), and a value no member holds is a type problem.
extension SchemaChecker {
    mutating func checkMap(_ members: [(key: String, value: JSONValue)], _ shape: MapShape, at pointer: String, _ schema: Schema) {
        if let minimum = shape.minProperties, members.count < minimum {
            fail(pointer, "minProperties", "has fewer than \(minimum) entries", schema)
        }
        if let maximum = shape.maxProperties, members.count > maximum {
            fail(pointer, "maxProperties", "has more than \(maximum) entries", schema)
        }
        for (key, value) in members {
            let memberPointer = pointer + "/" + Self.escape(key)
            if let pattern = shape.keyPattern, let regex = index.regex(pattern), !key.contains(regex) {
                fail(memberPointer, "propertyNames", "is a key that does not match the pattern \(pattern)", schema)
            }
            check(value, against: shape.values, at: memberPointer)
        }
    }

    mutating func checkUnion(_ value: JSONValue, _ shape: UnionShape, at pointer: String, _ schema: Schema) {
        guard let member = shape.members.first(where: { Self.holds($0.type, value) }) else {
            fail(pointer, "type", "is \(Self.article(value.typeName)); expected \(schema.type.nameWithArticle)", schema)
            return
        }
        check(value, against: member, at: pointer)
    }

    private static func holds(_ type: SchemaType, _ value: JSONValue) -> Bool {
        switch (type, value) {
        case (.string, .string), (.number, .number), (.boolean, .bool): return true
        case (.integer, .number(let number)): return number.rounded() == number
        default: return false
        }
    }
}
