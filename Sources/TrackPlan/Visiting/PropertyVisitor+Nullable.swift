import Foundation

/// Properties that may be left out or sent as `null` (`Nullable<T>?`): the value as declared, so the generated call
/// needs neither `?.wrapped` nor a separate `null:` argument.
@_spi(Generated)
extension PropertyVisitor {
    public mutating func nullableString(
        _ key: StaticString, _ value: Nullable<String>?, minLength: Int? = nil, maxLength: Int? = nil, pattern: StringPattern? = nil,
        format: StringFormat? = nil, pii: PIIAction? = nil
    ) {
        stringField(
            key, value?.wrapped, minLength: minLength, maxLength: maxLength, pattern: pattern, format: format, pii: pii,
            null: value.isExplicitNull())
    }

    public mutating func nullableInteger(
        _ key: StaticString, _ value: Nullable<Int>?, minimum: Int? = nil, maximum: Int? = nil, exclusiveMinimum: Int? = nil,
        exclusiveMaximum: Int? = nil, multipleOf: Int? = nil, bounds: NumberBounds? = nil, pii: PIIAction? = nil
    ) {
        integerField(
            key, value?.wrapped, minimum: minimum, maximum: maximum, exclusiveMinimum: exclusiveMinimum, exclusiveMaximum: exclusiveMaximum,
            multipleOf: multipleOf, bounds: bounds, pii: pii, null: value.isExplicitNull())
    }

    public mutating func nullableNumber(
        _ key: StaticString, _ value: Nullable<Double>?, minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Double? = nil,
        exclusiveMaximum: Double? = nil, multipleOf: Double? = nil, pii: PIIAction? = nil
    ) {
        numberField(
            key, value?.wrapped, minimum: minimum, maximum: maximum, exclusiveMinimum: exclusiveMinimum, exclusiveMaximum: exclusiveMaximum,
            multipleOf: multipleOf, pii: pii, null: value.isExplicitNull())
    }

    public mutating func nullableBool(_ key: StaticString, _ value: Nullable<Bool>?, pii: PIIAction? = nil) {
        boolField(key, value?.wrapped, pii: pii, null: value.isExplicitNull())
    }

    public mutating func nullableDate(_ key: StaticString, _ value: Nullable<Date>?, pii: PIIAction? = nil) {
        dateField(key, value?.wrapped, pii: pii, null: value.isExplicitNull())
    }

    public mutating func nullableUuid(_ key: StaticString, _ value: Nullable<UUID>?, pii: PIIAction? = nil) {
        uuidField(key, value?.wrapped, pii: pii, null: value.isExplicitNull())
    }

    public mutating func nullableUri(_ key: StaticString, _ value: Nullable<URI>?, pii: PIIAction? = nil) {
        uriField(key, value?.wrapped, pii: pii, null: value.isExplicitNull())
    }

    public mutating func nullableJson(_ key: StaticString, _ value: Nullable<JSONValue>?, pii: PIIAction? = nil) {
        jsonField(key, value?.wrapped, pii: pii, null: value.isExplicitNull())
    }

    public mutating func nullableObject<Object: VisitableObject>(_ key: StaticString, _ value: Nullable<Object>?, pii: PIIAction? = nil) {
        objectField(key, value?.wrapped, pii: pii, null: value.isExplicitNull())
    }

    public mutating func nullableUnion<Value: VisitableValue>(_ key: StaticString, _ value: Nullable<Value>?, pii: PIIAction? = nil) {
        unionField(key, value?.wrapped, pii: pii, null: value.isExplicitNull())
    }
}
