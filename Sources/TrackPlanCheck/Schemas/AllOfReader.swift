import TrackPlanModel
import TrackPlanParse

/// `allOf` of object schemas (inline, or `$ref`s to shared property groups), flattened into one object: the
/// parts' properties first, in order, then the object's own. Two parts that both declare a property must agree
/// on its type and constraints; otherwise that is an `allof-conflict` error at the later part.
extension PlanReading {
    /// Every property of every part, with the part it came from. Nil after reporting errors.
    func readAllOfParts(_ member: JSONMember, in file: String) -> [(name: String, property: Property, part: JSONNode)]? {
        guard case .array(let items) = member.value.value, !items.isEmpty else {
            error("keyword-type", "'allOf' must be a non-empty list of object schemas", at: member.value)
            return nil
        }
        var result: [(name: String, property: Property, part: JSONNode)] = []
        for item in items {
            guard let read = readSchema(item, in: file, place: .definition) else { continue }
            guard case .object(let shape) = read.schema.type, !read.schema.isNullable else {
                error(
                    "unsupported-keyword",
                    "an 'allOf' part must be an object schema with 'properties' (inline or through '$ref'), found \(read.schema.type.nameWithArticle); "
                        + "put other constraints on the properties themselves",
                    at: item)
                continue
            }
            result += shape.properties.map { ($0.name, $0, item) }
        }
        return result
    }

    /// The parts' properties merged with the object's own (`required` anywhere makes a property required; the
    /// object's own `required` entry is the one a diff points at).
    func mergeAllOf(
        _ parts: [(name: String, property: Property, part: JSONNode)], _ own: [Property], required: [String: SourceLocation], at node: JSONNode
    ) -> [Property] {
        var merged: [Property] = []
        var firstPart: [String: JSONNode] = [:]
        var swiftNames = SwiftNameOwners()
        let ownParts = own.map { (name: $0.name, property: $0, part: node) }
        for (name, property, part) in parts + ownParts {
            if let index = merged.firstIndex(where: { $0.name == name }) {
                if let difference = SchemaAgreement.difference(merged[index].schema, property.schema) {
                    let first = firstPart[name].map { " (first declared at \($0.location))" } ?? ""
                    error(
                        "allof-conflict",
                        "property '\(name)' is declared twice in this 'allOf' and the declarations disagree: \(difference)\(first); "
                            + "make them the same, or declare the property in one place",
                        at: part)
                }
                merged[index].isRequired = merged[index].isRequired || property.isRequired || required[name] != nil
                merged[index].requiredLocation = required[name] ?? merged[index].requiredLocation ?? property.requiredLocation
                continue
            }
            var property = property
            property.isRequired = property.isRequired || required[name] != nil
            property.requiredLocation = required[name] ?? property.requiredLocation
            if let owner = swiftNames.claim(property.swiftName ?? names.memberName(name), by: name) {
                error(
                    "swift-name-collision",
                    "property '\(name)' from this 'allOf' part becomes the same Swift name as property '\(owner)'; rename one or set 'x-swift-name'",
                    at: part)
            }
            firstPart[name] = part
            merged.append(property)
        }
        return merged
    }
}

/// Whether two schemas accept the same values, ignoring annotations and where they are written.
enum SchemaAgreement {
    /// Nil when they agree, else what differs (for the message).
    static func difference(_ a: Schema, _ b: Schema) -> String? {
        if a.reference != nil, a.reference == b.reference { return nil }
        let (left, right) = (stripped(a), stripped(b))
        if left == right { return nil }
        if left.type.unionCaseName != right.type.unionCaseName || left.isNullable != right.isNullable {
            let describe = { (schema: Schema) in schema.type.nameWithArticle + (schema.isNullable ? " or null" : "") }
            return "\(describe(left)) in one, \(describe(right)) in the other"
        }
        return "the same type with different constraints, enum or const"
    }

    private static let nowhere = Origin(location: SourceLocation(file: "", line: 0, column: 0), pointer: .root)

    static func stripped(_ schema: Schema) -> Schema {
        var type = schema.type
        switch type {
        case .object(var shape):
            shape.properties = shape.properties.map {
                Property(name: $0.name, isRequired: $0.isRequired, pii: $0.pii, schema: stripped($0.schema))
            }
            type = .object(shape)
        case .array(var shape):
            shape.items = stripped(shape.items)
            type = .array(shape)
        case .map(var shape):
            shape.values = stripped(shape.values)
            type = .map(shape)
        case .union(var shape):
            shape.members = shape.members.map(stripped)
            type = .union(shape)
        case .string, .integer, .number, .boolean, .any:
            break
        }
        return Schema(type: type, isNullable: schema.isNullable, enumValues: schema.enumValues, constValue: schema.constValue, origin: nowhere)
    }
}
