import Testing
import TrackPlanGenerate
import TrackPlanModel

/// Two properties of one type with the same inline enum (`from_currency`, `to_currency`) share one enum: the second
/// name is a `typealias` of the first, so every name an app uses stays and the compiler checks one enum.
@Suite struct EnumTwinTests {
    typealias B = PlanBuilders

    static func currencies(_ values: [String]) -> Schema {
        B.schema(.string(StringConstraints()), enumValues: values.map { .string($0) }, description: "A currency.")
    }

    static let properties = [
        B.property("from_currency", currencies(["USD", "EUR"])), B.property("to_currency", currencies(["USD", "EUR"])),
        B.property("fee_currency", currencies(["USD", "CHF"]), required: false),
    ]

    @Test func anIdenticalInlineEnumBecomesATypealiasOfTheFirst() async {
        let text = Snippet.event(Self.properties)
        Snippet.expect(text, contains: "    public enum FromCurrency: Swift.String, Swift.Sendable, Swift.Hashable, Swift.CaseIterable {\n")
        Snippet.expect(
            text,
            contains:
                "    /// A currency.\n    ///\n    /// Plan: `events.json#/x`\n    public typealias ToCurrency = FromCurrency\n"
        )
        Snippet.expect(text, contains: "    public enum FeeCurrency: Swift.String")
        Snippet.expect(text, contains: "    public let toCurrency: ToCurrency\n")
    }

    /// The same values in another order are another `allCases`: two enums.
    @Test func anotherOrderKeepsTwoEnums() {
        let text = Snippet.event([
            B.property("from_currency", Self.currencies(["USD", "EUR"])), B.property("to_currency", Self.currencies(["EUR", "USD"])),
        ])
        Snippet.expect(text, contains: "    public enum ToCurrency: Swift.String")
        Snippet.expect(text, lacks: "typealias")
    }

    /// Both names work at the call site and in a switch, and a value of one is a value of the other.
    @Test func bothNamesWorkInAnApp() async throws {
        let plan = B.plan(events: [B.event("Transfer", Self.properties)])
        var generated = SwiftGenerator(options: GeneratorOptions(accessLevel: .public, moduleName: "Twins", toolVersion: "test")).generate(plan)
        generated.files.append(
            GeneratedFile(
                name: "App.swift",
                contents: """
                    @_spi(Generated) import TrackPlan
                    func use(_ client: TrackPlanClient) -> Swift.Bool {
                        client.track(.transfer(fromCurrency: .usd, toCurrency: .eur, feeCurrency: .chf))
                        let to: Transfer.ToCurrency = Transfer.FromCurrency.eur
                        switch to {
                        case .usd: return true
                        case .eur: return false
                        }
                    }
                    """))
        let result = try await GeneratedCodeCompilesTests.typecheck(generated, module: "Twins")
        #expect(result.status == 0, "\(result.combined)")
    }
}
