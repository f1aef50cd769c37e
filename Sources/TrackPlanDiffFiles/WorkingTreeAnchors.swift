import TrackPlanDiff
import TrackPlanModel

/// GitHub annotations and code scanning results land only on files of the checked-out tree. With `--against`, a
/// removal points at the old plan read from git (`main:Sources/App/TrackPlan/events.json`), a path no pull request
/// holds; for those two formats the finding points instead at the new plan's place that held the removed node
/// (its parent), or at no file for a removed event, and its message names the old place.
struct WorkingTreeAnchors {
    /// How positions in the git side start: `<ref>:`.
    var gitPrefix: String

    /// For a snapshot labelled `<ref>:<path>`.
    init(snapshotLabel: String) {
        gitPrefix = String(snapshotLabel.prefix { $0 != ":" }) + ":"
    }

    static func needed(for format: ReportFormat) -> Bool { format == .github || format == .sarif }

    func apply(to report: DiffReport) -> DiffReport {
        var report = report
        report.findings = report.findings.map { finding in
            guard let old = finding.primaryLocation, old.file.hasPrefix(gitPrefix), finding.change.oldLocation == old else { return finding }
            var finding = finding
            finding.change.oldLocation = nil
            finding.change.message += " (was at \(old))"
            return finding
        }
        return report
    }
}
