import Foundation
import TrackPlanDiffFiles
import TrackPlanGenerate

// The `trackplan-diff` command plugin's tool: `trackplan diff` without the argument parser (see DiffArguments),
// so an app that runs the plugin builds json-c, the checker and the differ, and fetches no package. Exit statuses
// as `trackplan diff`: 0 clean, 1 breaking, 2 usage, plan or config error, 3 a file or git that cannot be read.

func printError(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

do {
    let request = try DiffArguments.parse(Array(CommandLine.arguments.dropFirst()))
    let outcome = try DiffRun(request: request, toolVersion: TrackPlanVersion.current, note: printError).run()
    if let text = outcome.text { FileHandle.standardOutput.write(Data(text.utf8)) }
    exit(outcome.status.rawValue)
} catch {
    if !error.description.isEmpty { printError("error: \(error.description)") }
    if error.kind == .usage, error.description.hasPrefix("unknown option") || error.description.hasPrefix("expected") {
        printError(DiffArguments.usage)
    }
    exit(error.status.rawValue)
}
