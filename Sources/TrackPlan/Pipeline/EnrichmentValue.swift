/// A value a processor adds to an event (`EventDraft.addProperty(_:_:)`, `addContext(_:_:)`): a JSON scalar, typed,
/// so what is added is always valid JSON with the type the app meant.
public enum EnrichmentValue: Sendable, Hashable {
    case string(String)
    case integer(Int)
    /// A non-finite number is written as `null`, and the event is rejected as `invalid` like any other.
    case number(Double)
    case bool(Bool)
    case null
}

extension EnrichmentValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
}

extension JSONWriter {
    mutating func value(_ value: EnrichmentValue) {
        switch value {
        case .string(let string): self.string(string)
        case .integer(let integer): self.integer(integer)
        case .number(let number): self.number(number)
        case .bool(let bool): self.bool(bool)
        case .null: null()
        }
    }
}
