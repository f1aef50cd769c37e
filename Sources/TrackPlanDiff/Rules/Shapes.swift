import TrackPlanModel

/// Shape equality that ignores annotations and positions: used to hint that a remove + add may be a rename.
enum Shapes {
    static func match(_ a: ObjectShape, _ b: ObjectShape) -> Bool {
        !a.properties.isEmpty && stripped(a) == stripped(b)
    }

    static func match(_ a: Property, _ b: Property) -> Bool {
        a.isRequired == b.isRequired && stripped(a.schema) == stripped(b.schema)
    }

    private static let nowhere = Origin(location: SourceLocation(file: "", line: 0, column: 0), pointer: .root)

    private static func stripped(_ shape: ObjectShape) -> ObjectShape {
        ObjectShape(
            properties: shape.properties.map {
                Property(name: $0.name, isRequired: $0.isRequired, pii: $0.pii, schema: stripped($0.schema))
            },
            allowsAdditionalProperties: shape.allowsAdditionalProperties)
    }

    private static func stripped(_ schema: Schema) -> Schema {
        var type = schema.type
        switch type {
        case .object(let shape): type = .object(stripped(shape))
        case .array(var shape):
            shape.items = stripped(shape.items)
            type = .array(shape)
        default: break
        }
        return Schema(type: type, isNullable: schema.isNullable, enumValues: schema.enumValues, constValue: schema.constValue, origin: nowhere)
    }
}
