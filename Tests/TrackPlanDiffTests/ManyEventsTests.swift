import Testing
import TrackPlanDiff
import TrackPlanModel

private typealias B = PlanBuilder

/// Large plans are compared in two halves on two threads; the changes must come out as from one pass.
@Suite("Many events")
struct ManyEventsTests {
    @Test func changesFollowTheNewPlansEventOrderWhenComparedInHalves() {
        let keys = (0..<400).map { "Event \(String(format: "%03d", $0))" }
        let old = B.plan(events: keys.map { B.event($0, [B.property("kept"), B.property("dropped")]) })
        let new = B.plan(events: keys.reversed().map { B.event($0, [B.property("kept"), B.property("added")], consent: "analytics") })

        let changes = PlanDiffer().changes(from: old, to: new)

        let expected = keys.reversed().flatMap { key in
            [
                "consent-changed /events/\(key)/x-consent", "property-removed /events/\(key)/properties/dropped",
                "property-added-optional /events/\(key)/properties/added",
            ]
        }
        let found = changes.map { "\($0.rule.id) \($0.path)" }
        #expect(found.count == expected.count)
        #expect(found.firstIndex { !expected.contains($0) } == nil)
        #expect(zip(found, expected).first { $0 != $1 }.map { "\($0) instead of \($1)" } == nil)
    }
}
