import Foundation
import Testing

@testable import TrackPlanCollectorServer

/// The collector picks up plan edits while it runs, and a broken edit keeps the last good plan.
@Suite struct PlanReloadTests {
    @Test func anEditedPlanIsReloadedAndABrokenOneKeepsTheLastGoodPlan() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: RunningCollector.testPlan, toPath: directory.path)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try PlanSource(directory: directory.path)
        #expect(source.reloadIfChanged() == nil)
        let message = try RequestParser.messages(
            in: Array(#"{"batch":[{"type":"track","event":"Order Refunded","userId":"u","properties":{}}]}"#.utf8), endpoint: nil,
            limits: SegmentLimits())[0]
        #expect(source.validator.problems(in: message).map(\.rule) == ["unplanned-event"])

        let events = directory.appendingPathComponent("events.json")
        let text = try String(contentsOf: events, encoding: .utf8)
        let added = text.replacingOccurrences(
            of: #""events": {"#, with: #""events": { "Order Refunded": { "description": "Money went back.", "properties": {} },"#)
        try added.write(to: events, atomically: true, encoding: .utf8)
        guard case .success(let plan)? = source.reloadIfChanged() else {
            Issue.record("the edit was not picked up")
            return
        }
        #expect(plan.events.map(\.wireName).contains("Order Refunded"))
        #expect(source.validator.problems(in: message) == [])

        try #"{"events": {"#.write(to: events, atomically: true, encoding: .utf8)
        guard case .failure(let error)? = source.reloadIfChanged() else {
            Issue.record("the broken edit was not reported")
            return
        }
        #expect(error.description.contains("events.json:"))
        #expect(source.validator.problems(in: message) == [])
    }
}
