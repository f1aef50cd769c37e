import Foundation

/// The common shapes of a property's rules, each with exactly its parameters and no defaults: the compiler's cost
/// of a call grows with the parameters of the function it calls, so a plain string costs half of what the full
/// `stringField(…)` does. The generator uses one of these when a property's rules, personal-data action and
/// nullability fit it (the list is `VisitCall.shortcuts` in the generator), and the `…Field` form otherwise.
@_spi(Generated)
extension PropertyVisitor {
    public mutating func string(_ key: StaticString, _ value: String?) { stringField(key, value) }

    public mutating func string(_ key: StaticString, _ value: String?, maxLength: Int) { stringField(key, value, maxLength: maxLength) }

    public mutating func string(_ key: StaticString, _ value: String?, minLength: Int) { stringField(key, value, minLength: minLength) }

    public mutating func string(_ key: StaticString, _ value: String?, minLength: Int, maxLength: Int) {
        stringField(key, value, minLength: minLength, maxLength: maxLength)
    }

    public mutating func string(_ key: StaticString, _ value: String?, pattern: StringPattern) { stringField(key, value, pattern: pattern) }

    public mutating func string(_ key: StaticString, _ value: String?, format: StringFormat) { stringField(key, value, format: format) }

    public mutating func integer(_ key: StaticString, _ value: Int?) { integerField(key, value) }

    public mutating func integer(_ key: StaticString, _ value: Int?, minimum: Int) { integerField(key, value, minimum: minimum) }

    public mutating func integer(_ key: StaticString, _ value: Int?, maximum: Int) { integerField(key, value, maximum: maximum) }

    public mutating func integer(_ key: StaticString, _ value: Int?, minimum: Int, maximum: Int) {
        integerField(key, value, minimum: minimum, maximum: maximum)
    }

    public mutating func number(_ key: StaticString, _ value: Double?) { numberField(key, value) }

    public mutating func number(_ key: StaticString, _ value: Double?, minimum: Double) { numberField(key, value, minimum: minimum) }

    public mutating func number(_ key: StaticString, _ value: Double?, maximum: Double) { numberField(key, value, maximum: maximum) }

    public mutating func number(_ key: StaticString, _ value: Double?, minimum: Double, maximum: Double) {
        numberField(key, value, minimum: minimum, maximum: maximum)
    }

    public mutating func number(_ key: StaticString, _ value: Double?, minimum: Double, maximum: Double, multipleOf: Double) {
        numberField(key, value, minimum: minimum, maximum: maximum, multipleOf: multipleOf)
    }

    public mutating func bool(_ key: StaticString, _ value: Bool?) { boolField(key, value) }

    public mutating func date(_ key: StaticString, _ value: Date?) { dateField(key, value) }

    public mutating func uuid(_ key: StaticString, _ value: UUID?) { uuidField(key, value) }

    public mutating func uri(_ key: StaticString, _ value: URI?) { uriField(key, value) }

    public mutating func json(_ key: StaticString, _ value: JSONValue?) { jsonField(key, value) }

    public mutating func object<Object: VisitableObject>(_ key: StaticString, _ value: Object?) { objectField(key, value) }

    public mutating func union<Value: VisitableValue>(_ key: StaticString, _ value: Value?) { unionField(key, value) }
}
