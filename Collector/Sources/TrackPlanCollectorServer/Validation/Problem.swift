/// One way a received message breaks the plan.
public struct Problem: Sendable, Equatable, Codable {
    /// JSON Pointer into the message, e.g. `/properties/price`.
    public var pointer: String
    /// Stable rule name: JSON Schema keywords (`type`, `required`, `enum`, `minimum`, `pattern`, `format`,
    /// `additionalProperties`, …) and the collector's own (`unplanned-event`, `deprecated`, `consent`,
    /// `identity`, `message-type`).
    public var rule: String
    public var message: String
    /// `file:line:column` of the plan rule broken, plan-relative (`events/commerce.json:14:9`); nil when the
    /// rule is Segment's, not the plan's.
    public var plan: String?

    public init(pointer: String, rule: String, message: String, plan: String? = nil) {
        self.pointer = pointer
        self.rule = rule
        self.message = message
        self.plan = plan
    }

    /// Deprecation is reported but does not make a message invalid.
    public var isWarning: Bool { rule == "deprecated" }
}
