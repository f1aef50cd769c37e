import Testing
import TrackPlanDiff
import TrackPlanModel

/// Findings in plan sections other than events (traits, entitlements) point at the changed keyword or the key,
/// never at the section's `{`.
@Suite("Section findings point at the key or keyword")
struct SectionLocationTests {
    static let plan = """
        {
          "identify": {
            "description": "The user.",
            "properties": {
              "tier": { "type": "string", "description": "Tier." },
              "age": { "type": "integer", "description": "Age." }
            },
            "required": ["tier"]
          },
          "entitlements": {
            "early_access": { "description": "Early access." },
            "advisor": { "description": "A stylist." }
          },
          "events": { "E": { "description": "E.", "properties": {} } }
        }
        """

    @Test func traitsAndEntitlementsPointAtTheirKeywordsAndKeys() throws {
        let new = Self.plan.replacing(#""The user.""#, with: #""The signed-in user.""#)
            .replacing(#"["tier"]"#, with: #"["tier", "age"]"#)
            .replacing(#""early_access": { "description": "Early access." },"#, with: "")
            .replacing(#""A stylist.""#, with: #""A personal stylist.""#)
        let report = try ReviewerReportTests.report(old: Self.plan, new: new, newVersion: "2.0.0")
        let places = Dictionary(
            report.findings.map { ("\($0.rule.id) \($0.change.path)", $0.primaryLocation.map { "\($0.line):\($0.column)" } ?? "none") },
            uniquingKeysWith: { first, _ in first })
        #expect(places["description-changed /identify/description"] == "3:5")
        #expect(places["property-made-required /identify/properties/age"] == "8:26")
        #expect(places["entitlement-removed /entitlements/early_access"] == "11:5", "the old file's key")
        #expect(places["description-changed /entitlements/advisor/description"] == "12:18")
    }
}
