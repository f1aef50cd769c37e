import Foundation

/// Strings, numbers, booleans, dates, UUIDs, URIs and untyped values: one call per property, the plan's rules as
/// arguments (nil: not in the plan). `null: true` writes `null` for a nil value (a nullable property); without it a
/// nil value is absent. These `…Field` forms take every rule; the shortcuts in `PropertyVisitor+Shortcuts.swift`
/// take only the common sets of rules, which the compiler matches faster.
@_spi(Generated)
extension PropertyVisitor {
    public mutating func stringField(
        _ key: StaticString, _ value: String?, minLength: Int? = nil, maxLength: Int? = nil, pattern: StringPattern? = nil,
        format: StringFormat? = nil, pii: PIIAction? = nil, null: Bool = false
    ) {
        switch mode {
        case .validating:
            guard let value else { return }
            report.checkString(value, minLength, maxLength, pattern, format, at: PathStep.pointer(path, then: .key(key)))
        case .encoding:
            if pii == nil, let value {
                writer.member(escaped: key, string: value)
            } else if beginMember(key, present: value != nil, null: null, pii: pii) {
                emitString(value, pii)
            }
        }
    }

    /// An array element, map value or union member: a nil value is `null`.
    public mutating func stringValue(
        _ value: String?, minLength: Int? = nil, maxLength: Int? = nil, pattern: StringPattern? = nil, format: StringFormat? = nil,
        pii: PIIAction? = nil
    ) {
        switch mode {
        case .validating:
            guard let value else { return }
            report.checkString(value, minLength, maxLength, pattern, format, at: PathStep.pointer(path, then: nil))
        case .encoding:
            emitString(value, pii)
        }
    }

    public mutating func integerField(
        _ key: StaticString, _ value: Int?, minimum: Int? = nil, maximum: Int? = nil, exclusiveMinimum: Int? = nil,
        exclusiveMaximum: Int? = nil, multipleOf: Int? = nil, bounds: NumberBounds? = nil, pii: PIIAction? = nil, null: Bool = false
    ) {
        switch mode {
        case .validating:
            validateInteger(value, IntegerBounds(minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf), bounds, member: key)
        case .encoding:
            if pii == nil, let value {
                writer.member(escaped: key, integer: value)
            } else if beginMember(key, present: value != nil, null: null, pii: pii) {
                emit(value, pii) { $0.writer.integer($1) }
            }
        }
    }

    public mutating func integerValue(
        _ value: Int?, minimum: Int? = nil, maximum: Int? = nil, exclusiveMinimum: Int? = nil, exclusiveMaximum: Int? = nil,
        multipleOf: Int? = nil, bounds: NumberBounds? = nil, pii: PIIAction? = nil
    ) {
        switch mode {
        case .validating:
            validateInteger(value, IntegerBounds(minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf), bounds, member: nil)
        case .encoding:
            emit(value, pii) { $0.writer.integer($1) }
        }
    }

    /// Numbers must also be finite: JSON has no NaN or infinity.
    public mutating func numberField(
        _ key: StaticString, _ value: Double?, minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Double? = nil,
        exclusiveMaximum: Double? = nil, multipleOf: Double? = nil, pii: PIIAction? = nil, null: Bool = false
    ) {
        switch mode {
        case .validating:
            let bounds = NumberBounds(
                minimum: minimum, maximum: maximum, exclusiveMinimum: exclusiveMinimum, exclusiveMaximum: exclusiveMaximum, multipleOf: multipleOf)
            validateNumber(value, bounds, member: key)
        case .encoding:
            if pii == nil, let value {
                writer.member(escaped: key, number: value)
            } else if beginMember(key, present: value != nil, null: null, pii: pii) {
                emit(value, pii) { $0.writer.number($1) }
            }
        }
    }

    public mutating func numberValue(
        _ value: Double?, minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Double? = nil, exclusiveMaximum: Double? = nil,
        multipleOf: Double? = nil, pii: PIIAction? = nil
    ) {
        switch mode {
        case .validating:
            let bounds = NumberBounds(
                minimum: minimum, maximum: maximum, exclusiveMinimum: exclusiveMinimum, exclusiveMaximum: exclusiveMaximum, multipleOf: multipleOf)
            validateNumber(value, bounds, member: nil)
        case .encoding:
            emit(value, pii) { $0.writer.number($1) }
        }
    }

    /// A number's checks at the current path, then `member` (its key, or nil for an element or union member). Inlined,
    /// and the key is a `StaticString`: a `PathStep` argument (an enum that may hold a `String`) was copied and
    /// destroyed around every call, rule broken or not.
    @inline(__always)
    private mutating func validateNumber(_ value: Double?, _ bounds: NumberBounds, member key: StaticString?) {
        guard let value else { return }
        report.checkNumber(value, bounds, at: PathStep.pointer(path, then: key.map(PathStep.key)))
    }

    @inline(__always)
    private mutating func validateInteger(_ value: Int?, _ limits: IntegerBounds, _ bounds: NumberBounds?, member key: StaticString?) {
        guard let value else { return }
        report.checkInteger(value, limits, bounds, at: PathStep.pointer(path, then: key.map(PathStep.key)))
    }

    public mutating func boolField(_ key: StaticString, _ value: Bool?, pii: PIIAction? = nil, null: Bool = false) {
        if mode == .encoding, pii == nil, let value { return writer.member(escaped: key, bool: value) }
        uncheckedField(key, value, pii, null) { $0.writer.bool($1) }
    }

    public mutating func boolValue(_ value: Bool?, pii: PIIAction? = nil) {
        if mode == .encoding { emit(value, pii) { $0.writer.bool($1) } }
    }

    public mutating func dateField(_ key: StaticString, _ value: Date?, pii: PIIAction? = nil, null: Bool = false) {
        uncheckedField(key, value, pii, null) { $0.writer.date($1) }
    }

    public mutating func dateValue(_ value: Date?, pii: PIIAction? = nil) {
        if mode == .encoding { emit(value, pii) { $0.writer.date($1) } }
    }

    public mutating func uuidField(_ key: StaticString, _ value: UUID?, pii: PIIAction? = nil, null: Bool = false) {
        uncheckedField(key, value, pii, null) { $0.writer.uuid($1) }
    }

    public mutating func uuidValue(_ value: UUID?, pii: PIIAction? = nil) {
        if mode == .encoding { emit(value, pii) { $0.writer.uuid($1) } }
    }

    /// `format: uri`: checked against RFC 3986, written byte for byte as the app gave it.
    public mutating func uriField(_ key: StaticString, _ value: URI?, pii: PIIAction? = nil, null: Bool = false) {
        switch mode {
        case .validating:
            guard let value else { return }
            report.checkFormat(value.string, .uri, at: PathStep.pointer(path, then: .key(key)))
        case .encoding:
            if beginMember(key, present: value != nil, null: null, pii: pii) { emit(value, pii) { $0.writer.string($1.string) } }
        }
    }

    public mutating func uriValue(_ value: URI?, pii: PIIAction? = nil) {
        switch mode {
        case .validating:
            guard let value else { return }
            report.checkFormat(value.string, .uri, at: PathStep.pointer(path, then: nil))
        case .encoding:
            emit(value, pii) { $0.writer.string($1.string) }
        }
    }

    /// An untyped value: every number inside must be finite.
    public mutating func jsonField(_ key: StaticString, _ value: JSONValue?, pii: PIIAction? = nil, null: Bool = false) {
        switch mode {
        case .validating:
            guard let value else { return }
            report.checkJSONFinite(value, at: PathStep.pointer(path, then: .key(key)))
        case .encoding:
            if beginMember(key, present: value != nil, null: null, pii: pii) { emit(value, pii) { $0.writer.json($1) } }
        }
    }

    public mutating func jsonValue(_ value: JSONValue?, pii: PIIAction? = nil) {
        switch mode {
        case .validating:
            guard let value else { return }
            report.checkJSONFinite(value, at: PathStep.pointer(path, then: nil))
        case .encoding:
            emit(value, pii) { $0.writer.json($1) }
        }
    }

    /// A `const` property: always written, nothing to check.
    public mutating func constant(_ key: StaticString, escaped value: StaticString) {
        guard mode == .encoding else { return }
        writer.key(escaped: key)
        writer.string(escaped: value)
    }

    public mutating func constant(_ key: StaticString, integer value: Int) {
        guard mode == .encoding else { return }
        writer.key(escaped: key)
        writer.integer(value)
    }

    public mutating func constant(_ key: StaticString, number value: Double) {
        guard mode == .encoding else { return }
        writer.key(escaped: key)
        writer.number(value)
    }

    public mutating func constant(_ key: StaticString, bool value: Bool) {
        guard mode == .encoding else { return }
        writer.key(escaped: key)
        writer.bool(value)
    }

    public mutating func constantNull(_ key: StaticString) {
        guard mode == .encoding else { return }
        writer.key(escaped: key)
        writer.null()
    }
}
