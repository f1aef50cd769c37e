/// One broken rule found by a generated validator.
public struct ValidationIssue: Sendable, Hashable, CustomStringConvertible {
    /// Stable rule names users can grep: `pattern`, `minLength`, `maxLength`, `minimum`, `maximum`,
    /// `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`, `minItems`, `maxItems`, `uniqueItems`, `finite`, `format`.
    public var rule: String
    /// JSON Pointer of the offending value inside the event's properties, e.g. `/products/0/price`.
    public var path: String
    public var message: String

    public init(rule: String, path: String, message: String) {
        self.rule = rule
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message) [\(rule)]" }
}

/// What a generated `validate(into:)` found. Empty means valid. Stages read it (`EventDraft.validation`); only
/// generated code writes it (`@_spi(Generated)`).
public struct ValidationReport: Sendable, Hashable {
    public private(set) var issues: [ValidationIssue] = []

    @_spi(Generated)
    public init() {}

    public var isValid: Bool { issues.isEmpty }

    /// Records one broken rule; generated validators call it through the `check…` functions.
    @_spi(Generated)
    public mutating func fail(_ rule: String, at path: String, _ message: String) {
        issues.append(ValidationIssue(rule: rule, path: path, message: message))
    }
}
