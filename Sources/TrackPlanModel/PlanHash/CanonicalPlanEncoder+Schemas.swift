/// The schema values (every property of every event is one of these), field by field. Left out: positions (`use`,
/// `requiredLocation`, `origin`) and the file a shared definition lives in (`SchemaReference.file`; its pointer is
/// the definition's name and counts). Properties keep the author's order: it is the generated initializer's.
extension CanonicalPlanEncoder {
    mutating func write(_ shape: ObjectShape) {
        write(shape.properties) { $0.write($1) }
        write(shape.allowsAdditionalProperties)
    }

    mutating func write(_ property: Property) {
        write(property.name)
        write(property.swiftName)
        write(property.isRequired)
        write(property.pii) { $0.write($1.rawValue) }
        write(property.piiAction) { $0.write($1.rawValue) }
        write(property.previousNames)
        write(property.schema)
    }

    mutating func write(_ schema: Schema) {
        write(schema.type)
        write(schema.isNullable)
        write(schema.enumValues) { $0.write($1) { $0.write($1) } }
        write(schema.constValue) { $0.write($1) }
        write(schema.description)
        write(schema.deprecation) { $0.write($1) }
        write(schema.examples) { $0.write($1) }
        write(schema.reference) { $0.write($1.pointer.tokens) }
    }

    /// A tag byte per case (fixed here: never renumber a case), then its payload.
    mutating func write(_ type: SchemaType) {
        switch type {
        case .string(let constraints):
            write(tag: 1)
            write(constraints.minLength)
            write(constraints.maxLength)
            write(constraints.pattern)
            write(constraints.format) { $0.write($1.rawValue) }
        case .integer(let constraints):
            write(tag: 2)
            write(constraints)
        case .number(let constraints):
            write(tag: 3)
            write(constraints)
        case .boolean:
            write(tag: 4)
        case .object(let shape):
            write(tag: 5)
            write(shape)
        case .array(let shape):
            write(tag: 6)
            write(shape.items)
            write(shape.minItems)
            write(shape.maxItems)
            write(shape.uniqueItems)
        case .any:
            write(tag: 7)
        case .map(let shape):
            write(tag: 8)
            write(shape.values)
            write(shape.keyPattern)
            write(shape.minProperties)
            write(shape.maxProperties)
        case .union(let shape):
            write(tag: 9)
            write(shape.members) { $0.write($1) }
            write(shape.discriminator)
        }
    }

    mutating func write(_ constraints: NumericConstraints) {
        write(constraints.minimum)
        write(constraints.maximum)
        write(constraints.exclusiveMinimum)
        write(constraints.exclusiveMaximum)
        write(constraints.multipleOf)
        write(Self.sorted(Array(constraints.exactIntegers), by: \.key)) { encoder, entry in
            encoder.write(entry.key)
            encoder.write(entry.value)
        }
    }

    /// A tag byte per case (fixed here: never renumber a case), then its payload.
    mutating func write(_ value: ScalarValue) {
        switch value {
        case .string(let text):
            write(tag: 1)
            write(text)
        case .integer(let number):
            write(tag: 2)
            write(number)
        case .number(let number):
            write(tag: 3)
            write(number)
        case .bool(let flag):
            write(tag: 4)
            write(flag)
        case .null:
            write(tag: 5)
        }
    }
}
