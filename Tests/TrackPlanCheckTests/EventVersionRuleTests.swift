import Testing
import TrackPlanCheck
import TrackPlanModel

/// `x-version` / `x-versions`: earlier versions of an event kept beside the current one, and the rules on them.
@Suite struct EventVersionRuleTests {
    static let v1 = #"{"description": "Paid.", "properties": {"total": {"type": "number", "description": "Sum."}}, "required": ["total"]}"#
    static let v2 = #"{"description": "Paid.", "properties": {"cents": {"type": "integer", "description": "Sum."}}, "required": ["cents"]}"#

    static func event(version: Int, kept: [(String, String)], extra: String = "") -> [String: String] {
        let versions = kept.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ",\n    ")
        return [
            "events.json": """
            {"events": {"Order Completed": {
              "description": "Paid.", "x-version": \(version),\(extra)
              "properties": {"amount": {"type": "string", "description": "Sum."}}, "required": ["amount"],
              "x-versions": {
                \(versions)
              }
            }}}
            """
        ]
    }

    @Test func keptVersionsLoadOldestFirstWithTheirNamesAndDeprecation() throws {
        let result = PlanFixtures.load(Self.event(version: 3, kept: [("2", Self.v2), ("1", Self.v1)]))
        #expect(result.diagnostics.map(\.description) == [])
        let event = try #require(result.plan?.events.first)
        #expect(event.version == 3)
        #expect(event.keptVersions.map(\.version) == [1, 2])
        #expect(event.keptVersions.map(\.swiftName) == ["OrderCompletedV1", "OrderCompletedV2"])
        #expect(event.keptVersions.allSatisfy { $0.wireName == "Order Completed" && $0.currentVersion == 3 })
        #expect(event.keptVersions.first?.deprecation?.message == "version 1 of 'Order Completed'; track OrderCompleted (version 3)")
        #expect(event.keptVersions.first?.properties.properties.map(\.name) == ["total"])
    }

    @Test func anEventWithoutVersionsIsVersionOne() throws {
        let result = PlanFixtures.load(["events.json": #"{"events": {"Order Completed": {"description": "Paid."}}}"#])
        let event = try #require(result.plan?.events.first)
        #expect(event.version == 1 && event.keptVersions.isEmpty && event.currentVersion == nil)
    }

    @Test func aGapInTheNumbersIsAnErrorAtTheVersion() {
        #expect(
            PlanFixtures.diagnostics(Self.event(version: 3, kept: [("1", Self.v1)])) == [
                "events.json:5:5: error: event 'Order Completed' keeps version 1 and then is at version 3, but version 2 is missing; keep it, or drop the older versions too (versions are dropped from the oldest) [event-version-gap]"
            ])
    }

    @Test func aVersionIdenticalToItsSuccessorIsAnError() {
        #expect(
            PlanFixtures.diagnostics(Self.event(version: 3, kept: [("1", Self.v1), ("2", Self.v1)])) == [
                "events.json:5:5: error: version 1 of event 'Order Completed' has the same properties as version 2; a new version is for a breaking change: remove one of them [event-version-unchanged]"
            ])
    }

    @Test func aVersionThatChangesTheWireNameIsAnError() {
        let renamed = #"{"x-wire-name": "Order Done", "properties": {"total": {"type": "number", "description": "Sum."}}}"#
        #expect(
            PlanFixtures.diagnostics(Self.event(version: 2, kept: [("1", renamed)])) == [
                "events.json:5:11: error: version 1 of event 'Order Completed' is sent as 'Order Done', but the event as 'Order Completed'; the versions of one event share its wire name [event-version-wire-name]"
            ])
    }

    @Test func twoVersionsWithOneSwiftNameCollide() {
        let named = #"{"x-swift-name": "OrderCompleted", "properties": {"total": {"type": "number", "description": "Sum."}}}"#
        let diagnostics = PlanFixtures.diagnostics(Self.event(version: 2, kept: [("1", named)]))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasSuffix("[swift-name-collision]") == true, "\(diagnostics)")
        #expect(diagnostics.first?.hasPrefix("events.json:5:5: error:") == true, "\(diagnostics)")
    }

    @Test func versionNumbersMustBeBelowTheCurrentOne() {
        #expect(
            PlanFixtures.diagnostics(Self.event(version: 2, kept: [("2", Self.v1)])) == [
                #"events.json:5:5: error: 'x-versions' key "2" must be a version number below the current version 2 of event 'Order Completed' [event-version-invalid]"#
            ])
        #expect(
            PlanFixtures.diagnostics(Self.event(version: 0, kept: [])) == [
                "events.json:2:40: error: 'x-version' must be an integer from 1 (the implicit version) up, found 0 [event-version-invalid]"
            ])
    }
}
