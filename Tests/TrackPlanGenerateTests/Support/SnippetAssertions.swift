import Testing
import TrackPlanGenerate
import TrackPlanModel

/// Snippet tests: a schema fragment in, the exact Swift it must produce out.
enum Snippet {
    typealias B = PlanBuilders

    /// The generated `TrackPlan+events.swift` for one event `Sample` with `properties`.
    static func event(_ properties: [Property], access: AccessLevel = .public, deprecated: Deprecation? = nil) -> String {
        B.generate(B.plan(events: [B.event("Sample", properties, description: "A sample.", deprecated: deprecated)]), access: access)[
            "TrackPlan+events.swift"] ?? ""
    }

    /// Expects `text` to contain `snippet` verbatim (indentation included), printing the whole text otherwise.
    static func expect(_ text: String, contains snippet: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(text.contains(snippet), "expected this snippet:\n\(snippet)\n--- in the generated text:\n\(text)", sourceLocation: sourceLocation)
    }

    static func expect(_ text: String, lacks snippet: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(!text.contains(snippet), "did not expect:\n\(snippet)\n--- in the generated text:\n\(text)", sourceLocation: sourceLocation)
    }
}
