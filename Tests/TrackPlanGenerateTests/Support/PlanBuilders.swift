import TrackPlanGenerate
import TrackPlanModel

/// Small helpers to build `Plan` values in tests without the loader: every origin points into `events.json`.
enum PlanBuilders {
    static func origin(_ pointer: String, file: String = "events.json") -> Origin {
        Origin(location: SourceLocation(file: file, line: 1, column: 1), pointer: JSONPointer(parsing: Substring(pointer)) ?? .root)
    }

    static func schema(
        _ type: SchemaType, nullable: Bool = false, enumValues: [ScalarValue]? = nil, const: ScalarValue? = nil,
        description: String? = nil, deprecated: Deprecation? = nil, reference: SchemaReference? = nil,
        at pointer: String = "/x"
    ) -> Schema {
        Schema(
            type: type, isNullable: nullable, enumValues: enumValues, constValue: const, description: description,
            deprecation: deprecated, reference: reference, origin: origin(pointer))
    }

    static func property(_ name: String, _ schema: Schema, required: Bool = true) -> Property {
        Property(name: name, isRequired: required, schema: schema)
    }

    static func event(
        _ key: String, _ properties: [Property], description: String? = nil, consent: String? = nil,
        deprecated: Deprecation? = nil, file: String = "events.json"
    ) -> Event {
        Event(
            key: key, description: description, deprecation: deprecated, consent: consent,
            properties: ObjectShape(properties: properties), origin: origin("/events/\(key)", file: file))
    }

    static func plan(
        events: [Event] = [], screens: [Event] = [], files: [String] = ["trackplan.json", "events.json"],
        consent: [ConsentCategory] = [], entitlements: [Entitlement] = [],
        identify: Traits? = nil, group: Traits? = nil
    ) -> Plan {
        Plan(
            name: "Test Plan", version: SemanticVersion("1.0.0")!, files: files, consentCategories: consent,
            events: events, screens: screens, identifyTraits: identify, groupTraits: group, entitlements: entitlements,
            location: SourceLocation(file: "trackplan.json", line: 1, column: 1))
    }

    static func generate(_ plan: Plan, access: AccessLevel = .public, module: String? = nil) -> [String: String] {
        let result = SwiftGenerator(options: GeneratorOptions(accessLevel: access, moduleName: module, toolVersion: "0.0.0-test")).generate(plan)
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
    }

    /// The sample plan the snippet tests print in full.
    static var orderPlan: Plan {
        let currency = schema(
            .string(StringConstraints()), enumValues: [.string("USD"), .string("EUR")], description: "ISO 4217 code.",
            reference: SchemaReference(file: "events.json", pointer: JSONPointer(tokens: ["$defs", "currency"])), at: "/$defs/currency")
        let product = schema(
            .object(
                ObjectShape(properties: [
                    property("sku", schema(.string(StringConstraints(minLength: 1, pattern: "^[A-Z]{3}-\\d+$")))),
                    property("price", schema(.number(NumericConstraints(minimum: 0)))),
                    property(
                        "size", schema(.string(StringConstraints()), enumValues: [.string("S"), .string("XL"), .string("3-pack")]), required: false),
                ])))
        return plan(
            events: [
                event(
                    "Order Completed",
                    [
                        property("order_id", schema(.string(StringConstraints(maxLength: 64, pattern: "^o-")), description: "The order's id.")),
                        property("total", schema(.number(NumericConstraints(minimum: 0)))),
                        property("currency", currency),
                        property("coupon", schema(.string(StringConstraints()), nullable: true), required: false),
                        property("note", schema(.string(StringConstraints()), nullable: true)),
                        property("quantity", schema(.integer(NumericConstraints(minimum: 1, maximum: 99, multipleOf: 1))), required: false),
                        property("products", schema(.array(ArrayShape(items: product, minItems: 1, uniqueItems: true)))),
                        property("placed_at", schema(.string(StringConstraints(format: .dateTime))), required: false),
                        property("schema_version", schema(.string(StringConstraints()), const: .string("2"))),
                        property("default", schema(.boolean), required: false),
                        property(
                            "legacy_ref", schema(.string(StringConstraints()), deprecated: Deprecation(message: "Use order_id.")), required: false),
                    ], description: "A customer paid for an order.", consent: "analytics"),
                event("Old Event", [], deprecated: Deprecation(message: "Gone in 2.0")),
            ], screens: [event("Product Detail", [property("product_id", schema(.string(StringConstraints(format: .uuid))))])],
            consent: [ConsentCategory(name: "analytics", description: "Product analytics.", origin: origin("/consent/analytics"))],
            entitlements: [Entitlement(key: "pro_export", description: "Export to CSV.", origin: origin("/entitlements/pro_export"))])
    }
}
