import TrackPlanModel

/// The Swift names the generator gives plan declarations, all derived with `SwiftNames` (which the checker also
/// uses to report collisions), so the checker and the generator agree.
enum GeneratedNames {
    static func eventType(_ event: Event) -> String { SwiftNames.typeName(event.key, override: event.swiftName) }

    /// A screen's type ends in `Screen`, so a screen and an event with the same key do not collide.
    static func screenType(_ screen: Event) -> String {
        let name = eventType(screen)
        return name.hasSuffix("Screen") ? name : name + "Screen"
    }

    /// The static factory behind `.orderCompleted(…)`.
    static func factory(forType typeName: String) -> String { SwiftNames.memberName(typeName) }

    static func property(_ property: Property) -> String { SwiftNames.memberName(property.name, override: property.swiftName) }

    /// The nested type an inline enum or object property gets: `currency` → `Currency`.
    static func nestedType(_ property: Property) -> String { SwiftNames.typeName(property.swiftName ?? property.name) }

    static func shared(_ reference: SchemaReference) -> String { SwiftNames.typeName(reference.name) }

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
        return name == "_" ? "value\(index + 1)" : name
    }

    /// The `nonisolated(unsafe) static let` holding a property's compiled pattern. The `_` keeps it apart from
    /// member names, which `SwiftNames` never gives an inner underscore.
    static func patternStorage(forMember member: String) -> String { member + "_pattern" }

    /// The name of a parameter or local binding for member `member`: a property named `self` must not shadow
    /// `self` inside the initializer, validator or encoder.
    static func local(_ member: String) -> String { member == "self" ? "_self" : member }

    /// Private storage behind a deprecated property's public accessor.
    static func deprecatedStorage(forMember member: String) -> String { "_" + member }

    static let consentEnum = "ConsentCategory"
    static let entitlementEnum = "EntitlementKey"
    static let planInfo = "TrackPlanInfo"
    static let identifyTraits = "IdentifyTraits"
    static let groupTraits = "GroupTraits"
}
