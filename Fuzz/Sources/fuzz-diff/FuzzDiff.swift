import Foundation
import FuzzSupport
import TrackPlanCheck
import TrackPlanDiff
import TrackPlanModel

/// Two plans → diff. The input's pieces between NULs are the old plan's `events.json`, the new plan's, then
/// optionally the old and the new manifest (a fixed one when absent). Properties: a plan diffed with itself has no
/// finding; the verdict (breaking or not) and the number of errors, warnings and findings are the same in every
/// output format; the JSON and SARIF outputs are valid JSON; no input takes more than a second of CPU time.
@main struct FuzzDiffTarget {
    static func main() { FuzzerMain.run(fuzzDiff) }
}

func fuzzDiff(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let pieces = FuzzInput(data, size).pieces(limit: 4)
    guard pieces.count >= 2 else { return 0 }
    CPUTimeLimit.check {
        let old = DiffProperties.load(events: pieces[0], manifest: pieces.count > 2 ? pieces[2] : PlanInput.manifest)
        let new = DiffProperties.load(events: pieces[1], manifest: pieces.count > 3 ? pieces[3] : PlanInput.manifest)
        guard let old, let new else { return }
        DiffProperties.check(old, new)
    }
    return 0
}

enum DiffProperties {
    static let comparison = PlanComparison(today: "2026-01-01")

    static func load(events: [UInt8], manifest: [UInt8]) -> Plan? {
        let files = [PlanSourceFile(path: "trackplan.json", bytes: manifest), PlanSourceFile(path: "events.json", bytes: events)]
        let result = PlanLoader(concurrency: .serial).load(files)
        return result.diagnostics.hasErrors ? nil : result.plan
    }

    static func check(_ old: Plan, _ new: Plan) {
        for plan in [old, new] {
            let same = comparison.compare(plan, plan)
            Property.require(same.findings.isEmpty, "a plan diffed with itself: \(same.findings.map(\.change.message))")
        }
        let report = comparison.compare(old, new)
        let errors = report.count(.error)
        let warnings = report.count(.warning)
        let json = object(ReportFormat.json.render(report), "json")
        Property.require(json["breaking"] as? Bool == report.isBreaking, "json's breaking differs from the report's")
        let summary = json["summary"] as? [String: Any] ?? [:]
        Property.require(summary["error"] as? Int == errors && summary["warning"] as? Int == warnings, "json's summary: \(summary)")
        Property.require((json["findings"] as? [Any])?.count == report.findings.count, "json's findings count")

        let sarif = object(ReportFormat.sarif.render(report, toolVersion: "fuzz"), "sarif")
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        Property.require(results.count == report.findings.count, "sarif has \(results.count) results for \(report.findings.count) findings")
        Property.require(results.filter { $0["level"] as? String == "error" }.count == errors, "sarif's errors differ")

        let verdictLine = "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        for format in [ReportFormat.text, .github] {
            let last = format.render(report, colors: false, toolVersion: "fuzz").split(separator: "\n").last.map(String.init) ?? ""
            Property.require(last.hasSuffix(": \(report.headline)"), "\(format)'s last line does not end with the verdict: \(last)")
            Property.require(last.contains(verdictLine), "\(format)'s last line does not count \(verdictLine): \(last)")
        }
        let markdown = ReportFormat.markdown.render(report)
        Property.require(
            markdown.hasPrefix("### \(report.isBreaking ? "❌" : "✅") trackplan diff: \(report.headline)\n"), "markdown's verdict line")
        Property.require(markdown.contains(verdictLine), "markdown does not count \(verdictLine)")
    }

    private static func object(_ text: String, _ format: String) -> [String: Any] {
        guard let value = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            Property.fail("\(format) output is not a JSON object: \(text.prefix(2000))")
        }
        return value
    }
}
