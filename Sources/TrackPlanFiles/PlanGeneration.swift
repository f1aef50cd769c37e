import TrackPlanCheck
import TrackPlanGenerate
import TrackPlanModel

/// The generate job shared by `trackplan generate` and the plugins' `trackplan-build-tool`: read the plan, check
/// it, generate its Swift and write the files whose bytes changed.
public enum PlanGeneration {
    public struct Outcome: Sendable {
        /// Plan and generator diagnostics, sorted for display.
        public var diagnostics: [Diagnostic]
        /// Nil when the plan has errors (nothing was written).
        public var summary: String?
    }

    /// Throws `PlanFilesError` when the plan cannot be read or the output cannot be written.
    public static func run(planDirectory: String, outputDirectory: String, options: GeneratorOptions) throws -> Outcome {
        let result = PlanLoader().load(try PlanDirectory.readFiles(at: planDirectory))
        let diagnostics = result.diagnostics.sortedForDisplay()
        guard let plan = result.plan, !result.diagnostics.hasErrors else { return Outcome(diagnostics: diagnostics, summary: nil) }
        let generated = SwiftGenerator(options: options).generate(plan, names: result.names)
        guard !generated.diagnostics.hasErrors else { return Outcome(diagnostics: diagnostics + generated.diagnostics, summary: nil) }
        let written = try OutputDirectory(path: outputDirectory).update(with: generated.files)
        return Outcome(
            diagnostics: diagnostics + generated.diagnostics,
            summary: "trackplan: \(generated.files.count) files for \(plan.events.count) events and \(plan.screens.count) screens; \(written) written"
        )
    }
}
