import Foundation
import TrackPlanFiles
import TrackPlanModel
import TrackPlanUsage

// trackplan-usage <plan-dir> [<swift-dir-or-file>…] [--format text|json|github|sites] [--strict]
//   Is the plan implemented? Reads the app's Swift sources (default: the directory holding <plan-dir>'s target,
//   i.e. the plan directory's parent) with swift-syntax and reports events and screens never constructed,
//   deprecated events and properties still used, and tracked events the plan does not have.
// Exit status: 0 (findings are warnings), 1 findings under --strict or plan errors, 2 usage, 3 a file cannot be read.

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(status)
}

var positional: [String] = []
var format = LintFormat.text
// `--format sites`: every call site found, for `trackplan diff --call-sites` (the review's "call sites that must change").
var sitesOnly = false
var strict = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--strict": strict = true
    case "--format":
        guard let value = arguments.popFirst(), let parsed = LintFormat(rawValue: value) ?? (value == "sites" ? .json : nil) else {
            fail("--format takes text, json, github or sites", status: 2)
        }
        format = parsed
        sitesOnly = value == "sites"
    case "-h", "--help":
        print("usage: trackplan-usage <plan-dir> [<swift-dir-or-file>…] [--format text|json|github|sites] [--strict]")
        exit(0)
    default:
        if argument.hasPrefix("--") { fail("unknown option '\(argument)'", status: 2) }
        positional.append(argument)
    }
}
guard let planDirectory = positional.first else {
    fail("usage: trackplan-usage <plan-dir> [<swift-dir-or-file>…] [--format text|json|github|sites] [--strict]", status: 2)
}
let sources = positional.count > 1 ? Array(positional.dropFirst()) : [(planDirectory as NSString).deletingLastPathComponent]

let outcome: UsageRun.Outcome
do {
    outcome = try UsageRun(planDirectory: planDirectory, sources: sources.map { $0.isEmpty ? "." : $0 }).run()
} catch {
    fail("\(error)", status: 3)
}
if outcome.planHasErrors {
    for diagnostic in outcome.diagnostics { FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8)) }
    fail("the plan has errors; run 'swift package trackplan-lint'", status: 1)
}
if sitesOnly {
    print(CallSite.sitesJSON(outcome.callSites))
    exit(0)
}
outcome.lines(format).forEach { print($0) }
exit(strict && !outcome.diagnostics.isEmpty ? 1 : 0)
