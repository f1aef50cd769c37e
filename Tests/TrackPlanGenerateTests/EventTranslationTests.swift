import TestSupport
import Testing
import TrackPlanModel

@testable import TrackPlanGenerate

/// Events translated in parallel runs give what one pass in plan order gives: the same declarations per event and
/// the same shared types in the same order, however the events are cut into runs. The plans share nested `$ref`
/// types (a shared object holding a shared enum, met directly by some events and through the object by others)
/// in seeded random orders, across two files.
@Suite struct EventTranslationTests {
    static func reference(_ name: String, file: String) -> SchemaReference {
        SchemaReference(file: file, pointer: JSONPointer(tokens: ["$defs", name]))
    }

    static func randomPlan(seed: UInt64) -> Plan {
        var random = SplitMix64(seed: seed)
        let colour = PlanBuilders.schema(
            .string(StringConstraints()), enumValues: [.string("red"), .string("blue")], reference: reference("colour", file: "defs.json"))
        let size = PlanBuilders.schema(
            .string(StringConstraints()), enumValues: [.string("S"), .string("L")], reference: reference("size", file: "events.json"))
        let item = PlanBuilders.schema(
            .object(ObjectShape(properties: [PlanBuilders.property("colour", colour), PlanBuilders.property("size", size, required: false)])),
            reference: reference("item", file: "defs.json"))
        let list = PlanBuilders.schema(.array(ArrayShape(items: item)), reference: reference("list", file: "events.json"))
        let choices: [(String, Schema)] = [
            ("colour", colour), ("size", size), ("item", item), ("list", list), ("count", PlanBuilders.schema(.integer(NumericConstraints()))),
            ("inline", PlanBuilders.schema(.object(ObjectShape(properties: [PlanBuilders.property("colour", colour)])))),
        ]
        let events = (0..<Int.random(in: 1...30, using: &random)).map { index in
            let picked = choices.shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random))
            return PlanBuilders.event(
                "Event \(index)", picked.map { PlanBuilders.property($0.0, $0.1) }, file: Bool.random(using: &random) ? "events.json" : "more.json")
        }
        return PlanBuilders.plan(events: events, files: ["trackplan.json", "defs.json", "events.json", "more.json"])
    }

    @Test(arguments: 0..<12)
    func anyCutGivesTheSinglePassOutput(seed: UInt64) {
        let plan = Self.randomPlan(seed: seed)
        let items = plan.events.map { (event: $0, kind: EventKind.track) }
        let options = GeneratorOptions(accessLevel: .public, moduleName: nil, toolVersion: "0.0.0-test")
        let single = EventTranslation.translate(items, with: Translator(plan: plan, options: options), runCount: 1)
        for runCount in [2, 5, items.count] {
            let cut = EventTranslation.translate(items, with: Translator(plan: plan, options: options), runCount: runCount)
            #expect(cut.declarations == single.declarations, "seed \(seed), \(runCount) runs")
            #expect(cut.sharedDeclarations.map(\.reference) == single.sharedDeclarations.map(\.reference), "seed \(seed), \(runCount) runs")
            #expect(cut.sharedDeclarations.map(\.declaration) == single.sharedDeclarations.map(\.declaration), "seed \(seed), \(runCount) runs")
        }
        #expect(!single.sharedDeclarations.isEmpty || plan.events.allSatisfy { $0.properties.properties.isEmpty })
    }
}
