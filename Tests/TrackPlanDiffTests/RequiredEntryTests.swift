import Foundation
import Testing
import TrackPlanDiff
import TrackPlanModel

/// A change of a property's required status points at the property's own entry in the `required` list (the old
/// file's entry when it was dropped, with the other side as the related location); in a shared definition it is one
/// finding listing every use; a `$ref` property's use-site changes are not changes to the definition it points to.
@Suite("Required-status findings point at the entry in required")
struct RequiredEntryTests {
    static let plan = """
        {
          "$defs": {
            "address": {
              "type": "object",
              "description": "An address.",
              "properties": {
                "city": { "type": "string", "description": "City." },
                "zip": { "type": "string", "description": "Zip." }
              },
              "required": ["city"]
            },
            "price": { "type": "number", "description": "Price." }
          },
          "events": {
            "A": {
              "description": "A.",
              "properties": {
                "total": { "type": "number", "description": "Total." },
                "coupon": { "type": "string", "description": "Coupon." },
                "price": { "$ref": "#/$defs/price" },
                "ship_to": { "$ref": "#/$defs/address" }
              },
              "required": ["total", "coupon"]
            },
            "B": { "description": "B.", "properties": { "bill_to": { "$ref": "#/$defs/address" } } }
          }
        }
        """

    static func at(_ line: Int, _ column: Int) -> TrackPlanModel.SourceLocation {
        TrackPlanModel.SourceLocation(file: "plan.json", line: line, column: column)
    }

    static func finding(_ rule: String, new: String, old: String = plan, count: Int = 1) throws -> Finding {
        let report = try ReviewerReportTests.report(old: old, new: new, newVersion: "2.0.0")
        let findings = report.findings.filter { $0.rule.id == rule }
        #expect(findings.count == count, "\(report.findings.map(\.change.message))")
        return try #require(findings.first)
    }

    @Test func madeRequiredPointsAtTheNewEntryAndIsNotAChangeToTheReferencedDefinition() throws {
        let finding = try Self.finding(
            "property-made-required", new: Self.plan.replacing(#"["total", "coupon"]"#, with: #"["total", "coupon", "price"]"#))
        #expect(finding.primaryLocation == Self.at(23, 39))
        #expect(finding.relatedLocation == Self.at(23, 7), "the old side: its required keyword")
        #expect(finding.change.definition == nil, "price is a $ref, but the required list is the event's")
        #expect(
            finding.change.message
                == "property 'price' is now required; app code must pass it, and events sent before this version lack it, so readers must still handle it missing"
        )
    }

    @Test func madeOptionalPointsAtTheOldEntryWithTheNewListRelated() throws {
        let finding = try Self.finding("property-made-optional", new: Self.plan.replacing(#"["total", "coupon"]"#, with: #"["total"]"#))
        #expect(finding.primaryLocation == Self.at(23, 29))
        #expect(finding.relatedLocation == Self.at(23, 7))
        let report = try ReviewerReportTests.report(
            old: Self.plan, new: Self.plan.replacing(#"["total", "coupon"]"#, with: #"["total"]"#), newVersion: "2.0.0")
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.render(report).utf8)) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == "property-made-optional" })
        #expect(Self.region(result["locations"]) == [23, 29])
        #expect(Self.region(result["relatedLocations"]) == [23, 7])
    }

    @Test func addedRequiredPointsAtItsEntry() throws {
        let new = Self.plan.replacing(
            #""description": "Total." },"#, with: #""description": "Total." }, "note": { "type": "string", "description": "Note." },"#
        ).replacing(#"["total", "coupon"]"#, with: #"["total", "coupon", "note"]"#)
        let finding = try Self.finding("property-added-required", new: new)
        #expect(finding.primaryLocation == Self.at(23, 39))
    }

    @Test func aSharedDefinitionsRequiredChangeIsOneFindingAtItsEntryListingEveryUse() throws {
        let finding = try Self.finding("property-made-required", new: Self.plan.replacing(#"["city"]"#, with: #"["city", "zip"]"#))
        #expect(finding.primaryLocation == Self.at(10, 28))
        #expect(finding.relatedLocation == Self.at(10, 7))
        #expect(finding.change.message.hasPrefix("shared definition plan.json#/$defs/address: property 'zip' is now required; "))
        #expect(finding.change.message.hasSuffix("; used by 2 properties: A › ship_to › zip, B › bill_to › zip"))

        let optional = try Self.finding("property-made-optional", new: Self.plan.replacing(#"["city"]"#, with: "[]"))
        #expect(optional.primaryLocation == Self.at(10, 20))
        #expect(optional.change.affected == ["A › ship_to › city", "B › bill_to › city"])
    }

    @Test func renamingAReferencingPropertyIsAChangeToTheEventNotTheDefinition() throws {
        let finding = try Self.finding(
            "property-renamed",
            new: Self.plan.replacing(
                ##""price": { "$ref": "#/$defs/price" }"##, with: ##""cost": { "$ref": "#/$defs/price", "x-previous-name": "price" }"##))
        #expect(finding.change.definition == nil)
        #expect(finding.change.message == "property 'price' was renamed to 'cost' (the wire key changes); Swift member price is now cost")
        #expect(finding.primaryLocation == Self.at(20, 9))
    }

    @Test func aPropertyRequiredByAnAllOfPartPointsAtThatPartsEntry() throws {
        let plan = """
            {
              "$defs": {
                "base": { "type": "object", "properties": { "store": { "type": "string", "description": "S." } }, "required": ["store"] }
              },
              "events": {
                "A": { "description": "A.", "allOf": [{ "$ref": "#/$defs/base" }], "properties": {}, "required": [] }
              }
            }
            """
        let finding = try Self.finding(
            "property-made-optional", new: plan.replacing(#""required": ["store"]"#, with: #""required": []"#), old: plan)
        #expect(finding.primaryLocation == Self.at(3, 116))
        #expect(finding.change.affected.isEmpty, "allOf flattens the part into the event: the change is the event's")
    }

    static func region(_ locations: Any?) -> [Int]? {
        guard let first = (locations as? [[String: Any]])?.first,
            let region = (first["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        else { return nil }
        return [region["startLine"] as? Int ?? 0, region["startColumn"] as? Int ?? 0]
    }
}

/// Formats that show a finding on its own name the event and property it is about; a change inside a shared
/// definition is named after the definition, not after whichever use came first.
@Suite("Findings name their event and property")
struct FindingScopeTests {
    @Test func githubTitleSarifMessageAndMarkdownCellNameTheEventAndProperty() throws {
        let new = RequiredEntryTests.plan.replacing(#""description": "Total." }"#, with: #""description": "Total.", "minimum": 1 }"#)
        let report = try ReviewerReportTests.report(old: RequiredEntryTests.plan, new: new, newVersion: "2.0.0")
        let finding = try #require(report.findings.first { $0.rule.id == "constraint-tightened" })
        #expect(finding.scope == "A › total")
        #expect(ReportFormat.github.render(report).contains("title=trackplan diff%3A constraint-tightened (A › total)::minimum 1 was added"))
        #expect(ReportFormat.sarif.render(report).contains(#""text": "A › total: minimum 1 was added"#))
        #expect(ReportFormat.markdown.render(report).contains("| `total`: minimum 1 was added |"))
    }

    @Test func aSharedDefinitionChangeIsNamedAfterTheDefinitionNotItsFirstUse() throws {
        let old = ReviewerReportTests.shared.replacing(#""properties": { "price""#, with: #""properties": { "amount""#)
        let report = try ReviewerReportTests.report(old: old, new: old.replacing(#""type": "number""#, with: #""type": "integer""#))
        let finding = try #require(report.findings.first { $0.rule.id == "type-narrowed" })
        #expect(finding.scope == nil)
        #expect(finding.change.message.hasPrefix("shared definition plan.json#/$defs/price: 'price' is now an integer"))
        #expect(finding.change.affected == ["A › amount", "B › cost"])
    }
}
