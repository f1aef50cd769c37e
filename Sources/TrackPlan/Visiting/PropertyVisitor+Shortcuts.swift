import Foundation

/// The common shapes of a property's rules, each with exactly its parameters and no defaults: the compiler's cost
/// of a call grows with the parameters of the function it calls, so a plain string costs half of what the full
/// `stringField(…)` does. The generator uses one of these when a property's rules, personal-data action and
/// nullability fit it (the list is `VisitCall.shortcuts` in the generator), and the `…Field` form otherwise.
///
/// A property with no rules has work in the encoding walk only: its call is a test of the mode and a write, small
/// enough for the optimizer to inline into generated code, so the validating walk does not call the visitor for it.
@_spi(Generated)
extension PropertyVisitor {
    public mutating func string(_ key: StaticString, _ value: String?) {
        if mode == .encoding, let value { writer.member(escaped: key, string: value) }
    }

    public mutating func string(_ key: StaticString, _ value: String?, maxLength: Int) { stringField(key, value, maxLength: maxLength) }

    public mutating func string(_ key: StaticString, _ value: String?, minLength: Int) { stringField(key, value, minLength: minLength) }

    public mutating func string(_ key: StaticString, _ value: String?, minLength: Int, maxLength: Int) {
        stringField(key, value, minLength: minLength, maxLength: maxLength)
    }

    public mutating func string(_ key: StaticString, _ value: String?, pattern: StringPattern) { stringField(key, value, pattern: pattern) }

    public mutating func string(_ key: StaticString, _ value: String?, format: StringFormat) { stringField(key, value, format: format) }

    public mutating func integer(_ key: StaticString, _ value: Int?) {
        if mode == .encoding, let value { writer.member(escaped: key, integer: value) }
    }

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

    public mutating func bool(_ key: StaticString, _ value: Bool?) {
        if mode == .encoding, let value { writer.member(escaped: key, bool: value) }
    }

    public mutating func date(_ key: StaticString, _ value: Date?) {
        if mode == .encoding, let value { writer.member(escaped: key, date: value) }
    }

    public mutating func uuid(_ key: StaticString, _ value: UUID?) {
        if mode == .encoding, let value { writer.member(escaped: key, uuid: value) }
    }

    public mutating func uri(_ key: StaticString, _ value: URI?) { uriField(key, value) }

    public mutating func json(_ key: StaticString, _ value: JSONValue?) { jsonField(key, value) }

    public mutating func object<Object: VisitableObject>(_ key: StaticString, _ value: Object?) { objectField(key, value) }

    public mutating func union<Value: VisitableValue>(_ key: StaticString, _ value: Value?) { unionField(key, value) }
}
