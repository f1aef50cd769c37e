import TrackPlanModel

/// The Swift names the generator gives plan declarations, all derived with `SwiftNames` (which the checker also
/// uses to report collisions), so the checker and the generator agree.
enum GeneratedNames {
    /// The static factory behind `.orderCompleted(…)`.
    static func factory(forType typeName: String) -> String { PlanNames.factory(forType: typeName) }

    static func property(_ property: Property) -> String { PlanNames.member(property) }

    /// The nested type an inline enum or object property gets: `currency` → `Currency`.
    static func nestedType(_ property: Property) -> String { PlanNames.nestedType(property) }

    /// A readable case name for an enum value: `USD` → `usd`, `in-progress` → `inProgress`, `3` → `_3`, `-1` → `minus1`.
    static func enumCase(_ value: ScalarValue, index: Int) -> String {
        let name: String
        switch value {
        case .string(let text): name = SwiftNames.memberName(text)
        case .integer(let number): name = SwiftNames.memberName(number < 0 ? "minus \(number.magnitude)" : String(number))
        case .number(let number):
            let text = number.magnitude.description.replacing(".", with: " point ")
            name = SwiftNames.memberName(number < 0 ? "minus " + text : text)
        case .bool(let flag): name = flag ? "true" : "false"
        case .null: name = "null"
        }
        return enumCase(spelling: name, index: index)
    }

    /// A case name from its spelling (`SwiftNames.memberName` of the value): `value3` for the third value when the
    /// spelling is empty.
    static func enumCase(spelling: String, index: Int) -> String { spelling.isEmpty ? "value\(index + 1)" : spelling }

    /// The `nonisolated(unsafe) static let` holding a property's compiled pattern. The `_` keeps it apart from
    /// member names, which `SwiftNames` never gives an inner underscore.
    static func patternStorage(forMember member: String) -> String { member + "_pattern" }

    /// The name of a parameter or local binding for member `member`: a property named `self`, `writer` or `report`
    /// must not shadow `self` or the encoder's and validator's parameter.
    static func local(_ member: String) -> String { shadowingLocals.contains(member) ? "_" + member : member }

    private static let shadowingLocals: Set<String> = ["self", "writer", "report"]

    /// Private storage behind a deprecated property's public accessor.
    static func deprecatedStorage(forMember member: String) -> String { "_" + member }

    static let consentEnum = PlanNames.consentEnum
    static let entitlementEnum = PlanNames.entitlementEnum
    static let planInfo = PlanNames.planInfo
    static let identifyTraits = PlanNames.identifyTraits
    static let groupTraits = PlanNames.groupTraits
    static let superProperties = PlanNames.superProperties
}
