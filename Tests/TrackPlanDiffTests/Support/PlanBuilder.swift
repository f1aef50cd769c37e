import TrackPlanModel

/// Builds small `Plan` values for rule tests: one line per property, positions made up but distinct.
enum PlanBuilder {
    static func origin(_ line: Int = 1, file: String = "events.json") -> Origin {
        Origin(location: SourceLocation(file: file, line: line, column: 5), pointer: .root)
    }

    static func plan(
        _ version: String = "1.0.0", events: [Event] = [], screens: [Event] = [], identify: Traits? = nil, group: Traits? = nil,
        entitlements: [Entitlement] = [], consent: [ConsentCategory] = [], superProperties: SuperPropertiesSection? = nil
    ) -> Plan {
        Plan(
            name: "Test", version: SemanticVersion(version)!, consentCategories: consent, events: events, screens: screens,
            identifyTraits: identify, groupTraits: group, entitlements: entitlements, superProperties: superProperties,
            location: SourceLocation(file: "trackplan.json", line: 1, column: 1))
    }

    /// A plan with one event, `Signed Up`, holding `properties`.
    /// `plan` with a `privacy` table.
    static func withPrivacy(_ plan: Plan, _ actions: [PIIClass: PIIAction]) -> Plan {
        var plan = plan
        plan.privacy = PrivacyPolicy(actions: actions)
        return plan
    }

    static func oneEvent(_ properties: [Property], version: String = "1.0.0", open: Bool = false) -> Plan {
        plan(version, events: [event("Signed Up", properties, open: open)])
    }

    static func event(
        _ key: String, _ properties: [Property] = [], open: Bool = false, wireName: String? = nil, swiftName: String? = nil,
        description: String? = nil, deprecated: Bool = false, consent: String? = nil, previousNames: [String] = []
    ) -> Event {
        Event(
            key: key, wireName: wireName, swiftName: swiftName, description: description, deprecation: deprecated ? Deprecation() : nil,
            consent: consent, previousNames: previousNames,
            properties: ObjectShape(properties: properties, allowsAdditionalProperties: open), origin: origin(2))
    }

    static func property(
        _ name: String, _ type: SchemaType = .string(StringConstraints()), required: Bool = false, nullable: Bool = false,
        enumValues: [ScalarValue]? = nil, const: ScalarValue? = nil, pii: PIIClass? = nil, piiAction: PIIAction? = nil,
        swiftName: String? = nil, previousNames: [String] = [], description: String? = nil, deprecated: Bool = false, line: Int = 3
    ) -> Property {
        Property(
            name: name, swiftName: swiftName, isRequired: required, pii: pii, piiAction: piiAction, previousNames: previousNames,
            schema: schema(
                type, nullable: nullable, enumValues: enumValues, const: const, description: description, deprecated: deprecated, line: line))
    }

    static func schema(
        _ type: SchemaType, nullable: Bool = false, enumValues: [ScalarValue]? = nil, const: ScalarValue? = nil,
        description: String? = nil, deprecated: Bool = false, line: Int = 3
    ) -> Schema {
        Schema(
            type: type, isNullable: nullable, enumValues: enumValues, constValue: const, description: description,
            deprecation: deprecated ? Deprecation() : nil, origin: origin(line))
    }

    static let string = SchemaType.string(StringConstraints())
    static let integer = SchemaType.integer(NumericConstraints())
    static let number = SchemaType.number(NumericConstraints())

    static func object(_ properties: [Property], open: Bool = false) -> SchemaType {
        .object(ObjectShape(properties: properties, allowsAdditionalProperties: open))
    }

    static func array(_ items: SchemaType, minItems: Int? = nil, maxItems: Int? = nil, unique: Bool = false) -> SchemaType {
        .array(ArrayShape(items: schema(items, line: 4), minItems: minItems, maxItems: maxItems, uniqueItems: unique))
    }
}
