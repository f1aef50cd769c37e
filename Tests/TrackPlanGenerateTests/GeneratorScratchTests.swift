import Testing
@testable import TrackPlanGenerate

@Suite struct GeneratorScratchTests {
    @Test func printOrderPlan() {
        let files = PlanBuilders.generate(PlanBuilders.orderPlan)
        for name in files.keys.sorted() { print("=== \(name)\n\(files[name]!)") }
    }
}
