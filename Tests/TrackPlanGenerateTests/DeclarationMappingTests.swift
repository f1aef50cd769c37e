import Testing
import TrackPlanGenerate
import TrackPlanModel

/// Snippet tests for enums, events, screens, traits and the plan-wide declarations.
@Suite struct DeclarationMappingTests {
    typealias B = PlanBuilders

    @Test func stringEnumsGetReadableCaseNamesAndWireRawValues() {
        let mood = B.schema(
            .string(StringConstraints()),
            enumValues: [.string("in-progress"), .string("USD"), .string("3-pack"), .string("default"), .string("---"), .null])
        let text = Snippet.event([B.property("mood", mood)])
        Snippet.expect(
            text,
            contains: """
                    public enum Mood: Swift.String, Swift.Sendable, Swift.Hashable, Swift.CaseIterable {
                        case inProgress = "in-progress"
                        case usd = "USD"
                        case _3Pack = "3-pack"
                        case `default` = "default"
                        case hyphenMinus = "---"
                    }
                """)
        Snippet.expect(text, contains: "        visitor.string(\"mood\", self.mood.rawValue)\n")
    }

    @Test func integerAndNumberEnums() {
        let text = Snippet.event([
            B.property("level", B.schema(.integer(NumericConstraints()), enumValues: [.integer(-1), .integer(0), .integer(7)])),
            B.property("ratio", B.schema(.number(NumericConstraints()), enumValues: [.number(0.5), .integer(2)])),
        ])
        Snippet.expect(
            text,
            contains:
                "    public enum Level: Swift.Int, Swift.Sendable, Swift.Hashable, Swift.CaseIterable {\n        case minus1 = -1\n        case _0 = 0\n        case _7 = 7\n    }"
        )
        Snippet.expect(
            text,
            contains:
                "    public enum Ratio: Swift.Double, Swift.Sendable, Swift.Hashable, Swift.CaseIterable {\n        case _0Point5 = 0.5\n        case _2 = 2.0\n    }"
        )
        Snippet.expect(text, contains: "        visitor.integer(\"level\", self.level.rawValue)\n")
        Snippet.expect(text, contains: "        visitor.number(\"ratio\", self.ratio.rawValue)\n")
    }

    @Test func sharedDefinitionsBecomeOneTopLevelTypeQualifiedByModule() {
        let reference = SchemaReference(file: "events.json", pointer: JSONPointer(tokens: ["$defs", "currency"]))
        let currency = B.schema(.string(StringConstraints()), enumValues: [.string("USD")], reference: reference, at: "/$defs/currency")
        let plan = B.plan(events: [B.event("A", [B.property("currency", currency)]), B.event("B", [B.property("paid_in", currency)])])
        let text = B.generate(plan, module: "Shop")["TrackPlan+events.swift"] ?? ""
        #expect(text.components(separatedBy: "public enum Currency:").count == 2, "declared exactly once")
        Snippet.expect(text, contains: "/// Plan: `events.json#/$defs/currency`\npublic enum Currency: Swift.String")
        Snippet.expect(text, contains: "    public let currency: Shop.Currency\n")
        Snippet.expect(text, contains: "    public let paidIn: Shop.Currency\n")
    }

    @Test func eventsGetTheProtocolRequirementsAndALeadingDotFactory() {
        let text = B.generate(B.plan(events: [B.event("Order Completed", [], consent: "analytics")]))["TrackPlan+events.swift"] ?? ""
        Snippet.expect(
            text,
            contains: """
                public struct OrderCompleted: TrackPlan.TrackedEvent, Swift.Equatable {
                    public static var kind: TrackPlan.EventKind { .track }
                    public static var wireName: Swift.String { "Order Completed" }
                    public static var consentCategory: Swift.String? { "analytics" }
                """)
        Snippet.expect(
            text,
            contains: """
                extension TrackPlan.TrackedEvent where Self == OrderCompleted {
                    /// Builds ``OrderCompleted``: `track(.orderCompleted(…))`.
                    public static func orderCompleted() -> OrderCompleted {
                        Self()
                    }
                }
                """)
    }

    @Test func deprecatedEventsAreDeprecatedTogetherWithTheirFactory() {
        let text = Snippet.event([], deprecated: Deprecation(message: "Use \"B\"."))
        Snippet.expect(text, contains: "@available(*, deprecated, message: \"Use \\\"B\\\".\")\npublic struct Sample:")
        Snippet.expect(
            text, contains: "@available(*, deprecated, message: \"Use \\\"B\\\".\")\nextension TrackPlan.TrackedEvent where Self == Sample {")
    }

    @Test func screensAreSuffixedAndSentAsScreen() {
        let plan = B.plan(events: [B.event("Cart", [])], screens: [B.event("Cart", [])])
        let text = B.generate(plan)["TrackPlan+events.swift"] ?? ""
        Snippet.expect(
            text,
            contains:
                "public struct CartScreen: TrackPlan.TrackedEvent, Swift.Equatable {\n    public static var kind: TrackPlan.EventKind { .screen }")
        Snippet.expect(text, contains: "    public static func cartScreen() -> CartScreen {")
        Snippet.expect(text, contains: "public struct Cart: TrackPlan.TrackedEvent")
    }

    @Test func identifyAndGroupTraitsAreTraitsPayloads() {
        let traits = Traits(
            description: "Who.", properties: ObjectShape(properties: [B.property("email", B.schema(.string(StringConstraints(format: .email))))]),
            origin: B.origin("/identify"))
        let text =
            B.generate(B.plan(identify: traits, group: Traits(properties: ObjectShape(), origin: B.origin("/group"))))["TrackPlan+events.swift"] ?? ""
        Snippet.expect(text, contains: "public struct IdentifyTraits: TrackPlan.IdentifyTraitsPayload, Swift.Equatable {")
        Snippet.expect(text, contains: "    public func visitProperties(_ visitor: inout TrackPlan.PropertyVisitor) {")
        Snippet.expect(text, contains: "        visitor.string(\"email\", self.email, format: .email)")
        Snippet.expect(text, contains: "public struct GroupTraits: TrackPlan.GroupTraitsPayload, Swift.Equatable {")
    }

    @Test func consentCategoriesAndEntitlementKeysAreEnums() {
        let plan = B.plan(
            consent: [ConsentCategory(name: "ads", swiftName: "advertising", origin: B.origin("/consent/ads"))],
            entitlements: [
                Entitlement(key: "pro_export", origin: B.origin("/entitlements/pro_export")),
                Entitlement(key: "old", deprecation: Deprecation(), origin: B.origin("/entitlements/old")),
            ])
        let text = B.generate(plan)["TrackPlan.swift"] ?? ""
        Snippet.expect(
            text,
            contains:
                "public enum ConsentCategory: Swift.String, Swift.Sendable, Swift.Hashable, Swift.CaseIterable, TrackPlan.PlanConsentCategory {\n    /// Plan: `events.json#/consent/ads`\n    case advertising = \"ads\"\n"
        )
        Snippet.expect(text, contains: "public enum EntitlementKey: Swift.String, Swift.Sendable, Swift.Hashable, TrackPlan.PlanEntitlementKey {")
        Snippet.expect(text, contains: "    @available(*, deprecated)\n    case old = \"old\"")
        Snippet.expect(
            text,
            contains: """
                    @_spi(Generated)
                    public func planSlot() -> Swift.Int {
                        switch self {
                        case .proExport:
                            0
                        case .old:
                            1
                        }
                    }
                """)
        Snippet.expect(text, contains: "    public static var planSlotCount: Swift.Int { 2 }")
        Snippet.expect(text, contains: "extension TrackPlan.TrackPlanClient {\n")
        Snippet.expect(text, contains: "    public func isEntitled(_ key: EntitlementKey) -> Swift.Bool {\n        self.isEntitled(to: key)\n    }")
        Snippet.expect(text, contains: "    public func refreshEntitlements() async throws(TrackPlan.EntitlementError) {")
        let empty = B.generate(B.plan())["TrackPlan.swift"] ?? ""
        Snippet.expect(empty, contains: "public enum ConsentCategory: Swift.Sendable, Swift.Hashable, Swift.CaseIterable {}")
        Snippet.expect(empty, contains: "public enum EntitlementKey: Swift.Sendable, Swift.Hashable, Swift.CaseIterable {}")
        #expect(!empty.contains("TrackPlanClient"), "a plan without entitlements adds nothing to the client")
    }

    @Test func everyFileIsStampedWithVersionSourceAndDoNotEdit() {
        let files = B.generate(B.plan(), module: "Shop")
        Snippet.expect(
            files["TrackPlan.swift"] ?? "",
            contains: """
                // Generated by trackplan 0.0.0-test for the module Shop from trackplan.json
                // of the tracking plan "Test Plan" 1.0.0.
                // DO NOT EDIT: change the plan, then run `trackplan generate` (or build with the TrackPlan plugin).
                // Generated-code format 1: TrackPlanInfo.generatedCodeFormat checks it against the runtime.
                // swift-format-ignore-file

                @_spi(Generated) import TrackPlan
                """)
        Snippet.expect(files["TrackPlan+events.swift"] ?? "", contains: "from events.json\n")
    }

    @Test func outputsFollowThePlanFilesAndArePredictableFromNamesAlone() {
        let plan = B.plan(
            events: [B.event("B", [], file: "z/b.json"), B.event("A", [], file: "a.json")], files: ["trackplan.json", "a.json", "z/b.json"])
        let result = SwiftGenerator(options: GeneratorOptions(toolVersion: "t")).generate(plan)
        #expect(result.files.map(\.name) == ["TrackPlan.swift", "TrackPlan+a.swift", "TrackPlan+z+b.swift"])
        #expect(result.files[2].contents.contains("public struct B:"))
    }

    @Test func outputFileNamesAreUniqueByConstruction() {
        let plan = B.plan(
            events: [B.event("A", [], file: "events+a.json"), B.event("B", [], file: "events/a.json")],
            files: ["trackplan.json", "events+a.json", "events/a.json"])
        let result = SwiftGenerator(options: GeneratorOptions(toolVersion: "t")).generate(plan)
        #expect(result.files.map(\.name) == ["TrackPlan.swift", "TrackPlan+events%2Ba.swift", "TrackPlan+events+a.swift"])
        #expect(result.files[1].contents.contains("public struct A:") && result.files[2].contents.contains("public struct B:"))
    }

    @Test func generationIsDeterministicAndFollowsPlanOrder() {
        let plan = B.plan(events: ["Zeta", "Alpha", "Mid"].map { B.event($0, []) })
        let first = B.generate(plan)["TrackPlan+events.swift"] ?? ""
        #expect(first == B.generate(plan)["TrackPlan+events.swift"])
        let positions = ["struct Zeta", "struct Alpha", "struct Mid"].compactMap { first.range(of: $0)?.lowerBound }
        #expect(positions.count == 3 && positions == positions.sorted())
    }

    @Test func collidingTopLevelNamesAreReportedNotSuffixed() {
        let plan = B.plan(events: [B.event("order completed", []), B.event("Order-Completed", [])])
        let result = SwiftGenerator(options: GeneratorOptions(toolVersion: "t")).generate(plan)
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.map(\.ruleID) == ["swift-name-collision"])
        #expect(result.diagnostics.first?.message.contains("'OrderCompleted'") == true)
    }
}
