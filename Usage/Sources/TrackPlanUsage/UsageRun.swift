import Foundation
import TrackPlanCheck
import TrackPlanFiles
import TrackPlanModel

/// `trackplan-usage`: read the plan and the app's Swift files, and report what `UsageCheck` finds.
public struct UsageRun: Sendable {
    public var planDirectory: String
    /// Directories (searched for `*.swift`, skipping hidden and build folders) and single files.
    public var sources: [String]

    public init(planDirectory: String, sources: [String]) {
        self.planDirectory = planDirectory
        self.sources = sources
    }

    public struct Outcome: Sendable {
        /// The plan's errors (nothing else is checked then), or the usage findings.
        public var diagnostics: [Diagnostic]
        public var planHasErrors: Bool
        public var swiftFileCount: Int
        public var constructed: Int
        public var planned: Int
        /// Every call site found (in file order), for `--format sites`.
        public var callSites: [CallSite] = []

        /// `2 warnings in 3 Swift files; 3 of 4 events and screens constructed`.
        public var summary: String {
            let count = diagnostics.count
            let findings = count == 0 ? "no findings" : "\(count) warning\(count == 1 ? "" : "s")"
            return
                "\(findings) in \(swiftFileCount) Swift file\(swiftFileCount == 1 ? "" : "s"); \(constructed) of \(planned) events and screens constructed"
        }
    }

    /// Throws `PlanFilesError` when the plan or a source cannot be read.
    public func run() throws -> Outcome {
        let files = try PlanDirectory.readFiles(at: planDirectory)
        let result = PlanLoader().load(files)
        guard let plan = result.plan, !result.diagnostics.hasErrors else {
            let errors = result.diagnostics.sortedForDisplay().filter { $0.severity == .error }
            return Outcome(diagnostics: errors, planHasErrors: true, swiftFileCount: 0, constructed: 0, planned: 0)
        }
        let vocabulary = PlanVocabulary(plan: plan)
        let swiftFiles = try SwiftSourceFiles.paths(in: sources)
        var sites: [CallSite] = []
        for path in swiftFiles {
            guard let data = FileManager.default.contents(atPath: path) else { throw PlanFilesError("cannot read '\(path)'") }
            let source = String(decoding: data, as: UTF8.self)
            // Committed generated code declares the events; it constructs none of them.
            if source.hasPrefix(SwiftSourceFiles.generatedHeader) { continue }
            sites += CallSiteScanner.callSites(in: source, path: path)
        }
        let diagnostics = UsageCheck(vocabulary: vocabulary).diagnostics(for: sites)
        let unused = diagnostics.filter { $0.ruleID == "unused-event" }.count
        return Outcome(
            diagnostics: diagnostics, planHasErrors: false, swiftFileCount: swiftFiles.count, constructed: vocabulary.entries.count - unused,
            planned: vocabulary.entries.count, callSites: sites)
    }
}

extension UsageRun.Outcome {
    /// What `trackplan-usage` and `trackplan usage` print on standard output for a plan without errors.
    public func lines(_ format: LintFormat) -> [String] {
        switch format {
        case .text: diagnostics.map { LintReport.line(for: $0) } + [summary]
        case .json: [DiagnosticJSON.render(diagnostics)]
        case .github: DiagnosticJSON.githubLines(diagnostics)
        }
    }
}
