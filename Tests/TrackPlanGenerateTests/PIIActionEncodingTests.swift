import Foundation
import TestSupport
import Testing
import TrackPlanGenerate
import TrackPlanModel

/// Each personal-data action as the generated encoder applies it, per kind of value: one call per field, decided at
/// generation time (fields without a class are written as before).
@Suite struct PIIActionEncodingTests {
    typealias B = PlanBuilders
    static let string = B.schema(.string(StringConstraints()))

    static func property(_ name: String, _ schema: Schema, _ pii: PIIClass?, _ action: PIIAction? = nil, required: Bool = true) -> Property {
        Property(name: name, isRequired: required, pii: pii, piiAction: action, schema: schema)
    }

    /// The generated events file for one event whose plan maps `table`.
    static func generated(_ properties: [Property], table: [PIIClass: PIIAction] = [:]) -> String {
        var plan = B.plan(events: [B.event("Sample", properties, description: "A sample.")])
        plan.privacy = PrivacyPolicy(actions: table)
        return B.generate(plan)["TrackPlan+events.swift"] ?? ""
    }

    @Test func everyActionOnAString() {
        let text = Self.generated(
            [
                Self.property("email", Self.string, .email), Self.property("phone", Self.string, .phone),
                Self.property("name", Self.string, .name, .send), Self.property("note", Self.string, .freeText),
                Self.property("ip", Self.string, .ipAddress), Self.property("plain", Self.string, nil),
            ], table: [.email: .hash, .phone: .drop, .freeText: .scrub])
        Snippet.expect(text, contains: #"visitor.stringField("email", self.email, pii: .hash)"#)
        Snippet.expect(text, contains: #"visitor.stringField("phone", self.phone, pii: .drop)"#)
        Snippet.expect(text, contains: #"visitor.stringField("name", self.name, pii: .send)"#)
        Snippet.expect(text, contains: #"visitor.string("note", self.note)"#)
        Snippet.expect(text, contains: #"visitor.stringField("ip", self.ip, pii: .redact("<ip-address>"))"#)
        Snippet.expect(text, contains: #"visitor.string("plain", self.plain)"#)
    }

    @Test func otherKindsAreHashedByTheirTextAndRedactedToTheToken() {
        let text = Self.generated([
            Self.property("age", B.schema(.integer(NumericConstraints())), .identifier, .hash),
            Self.property("lat", B.schema(.number(NumericConstraints())), .location, required: false),
            Self.property("count", B.schema(.integer(NumericConstraints())), .identifier, .send),
        ])
        Snippet.expect(text, contains: #"visitor.integerField("age", self.age, pii: .hash)"#)
        Snippet.expect(text, contains: #"visitor.numberField("lat", self.lat, pii: .redact("<location>"))"#)
        Snippet.expect(text, contains: #"visitor.integerField("count", self.count, pii: .send)"#)
    }

    @Test func arraysApplyTheActionToEachElementAndNullsStayNull() {
        let items = B.schema(.string(StringConstraints()), nullable: true)
        let text = Self.generated([Self.property("emails", B.schema(.array(ArrayShape(items: items))), .email, .hash)])
        Snippet.expect(text, contains: #"visitor.array("emails", self.emails, element: { $0.stringValue($1, pii: .hash) })"#)
    }

    @Test func aSentObjectIsNotScrubbedInsideAndNestedFieldsKeepTheirOwnAction() {
        let inner = B.schema(
            .object(ObjectShape(properties: [Self.property("line", Self.string, nil), Self.property("email", Self.string, .email)])))
        let text = Self.generated([Self.property("contact", inner, .address, .send)], table: [.email: .redact])
        Snippet.expect(text, contains: #"visitor.objectField("contact", self.contact, pii: .send)"#)
        Snippet.expect(text, contains: #"visitor.stringField("email", self.email, pii: .redact("<email>"))"#)
    }

    @Test func traitsApplyTheirActions() {
        var plan = B.plan(
            events: [B.event("Sample", [])],
            identify: Traits(
                properties: ObjectShape(properties: [Self.property("email", Self.string, .email, required: false)]), origin: B.origin("/identify")))
        plan.privacy = PrivacyPolicy(actions: [.email: .hash])
        let text = B.generate(plan).values.joined()
        Snippet.expect(text, contains: #"visitor.stringField("email", self.email, pii: .hash)"#)
    }

    /// Every action on every kind of value, compiled in Swift 6 with warnings as errors (a redacted value is still
    /// used, so no binding is left unused).
    @Test func everyActionOnEveryKindCompiles() async throws {
        var properties: [Property] = []
        let kinds: [(String, Schema)] = [
            ("text", Self.string), ("count", B.schema(.integer(NumericConstraints()))), ("ratio", B.schema(.number(NumericConstraints()))),
            ("flag", B.schema(.boolean)), ("at", B.schema(.string(StringConstraints(format: .dateTime)))),
            ("link", B.schema(.string(StringConstraints(format: .uri)))), ("uid", B.schema(.string(StringConstraints(format: .uuid)))),
            ("kind", B.schema(.string(StringConstraints()), enumValues: [.string("a"), .string("b")])),
            ("list", B.schema(.array(ArrayShape(items: Self.string)))),
            ("box", B.schema(.object(ObjectShape(properties: [Self.property("inner", Self.string, .name)])))),
        ]
        for action in PIIAction.allCases {
            for (name, schema) in kinds {
                properties.append(Self.property("\(name)_\(action.rawValue)", schema, .identifier, action))
                properties.append(Self.property("\(name)_\(action.rawValue)_opt", schema, .identifier, action, required: false))
                var nullable = schema
                nullable.isNullable = true
                properties.append(Self.property("\(name)_\(action.rawValue)_null", nullable, .identifier, action, required: false))
            }
        }
        let result = try await GeneratedCodeCompilesTests.typecheck(B.plan(events: [B.event("Every Action", properties)]), module: "EveryAction")
        #expect(result.status == 0, "\(result.combined)")
        #expect(result.combined.isEmpty, "\(result.combined)")
    }
}
