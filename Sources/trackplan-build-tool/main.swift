import Foundation
import TrackPlanFiles
import TrackPlanGenerate
import TrackPlanModel

// The plugins' tool, with two jobs:
//   trackplan-build-tool generate <plan-dir> --output <dir> [--module-name <name>] [--access-level public|internal]
//     the same as `trackplan generate` (the build plugin and the trackplan-generate command plugin);
//   trackplan-build-tool lint <plan-dir> [--format text|json|github]
//     the same checks and output as `trackplan lint`, uncoloured (the trackplan-lint command plugin).
// It exists so that a package using the plugins builds only json-c, the checker and the generator: no argument
// parser, no YAML, no importers (a clean build of this tool is what every consumer pays). People use `trackplan`.

/// The plugins' fixed command line, read without a parser library. Exits 2 on anything unexpected.
struct BuildToolArguments {
    var planDirectory = ""
    var options = GeneratorOptions(toolVersion: TrackPlanVersion.current)
    var output = ""

    init?(_ arguments: [String]) {
        guard arguments.first == "generate", arguments.count >= 2 else { return nil }
        planDirectory = arguments[1]
        var rest = arguments.dropFirst(2)
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else { return nil }
            switch option {
            case "--output": output = value
            case "--module-name": options.moduleName = value
            case "--access-level":
                guard let level = AccessLevel(rawValue: value) else { return nil }
                options.accessLevel = level
            default: return nil
            }
        }
        if output.isEmpty { return nil }
    }
}

/// `lint <plan-dir> [--format text|json|github]`, or nil when the arguments are not a lint command.
func lintArguments(_ arguments: [String]) -> (directory: String, format: LintFormat)? {
    switch arguments.count {
    case 2 where arguments[0] == "lint": return (arguments[1], .text)
    case 4 where arguments[0] == "lint" && arguments[2] == "--format":
        return LintFormat(rawValue: arguments[3]).map { (arguments[1], $0) }
    default: return nil
    }
}

if CommandLine.arguments.dropFirst().first == "lint" {
    guard let lint = lintArguments(Array(CommandLine.arguments.dropFirst())) else {
        FileHandle.standardError.write(Data("error: usage: trackplan-build-tool lint <plan-dir> [--format text|json|github]\n".utf8))
        exit(2)
    }
    do {
        let report = try PlanCheck.run(planDirectory: lint.directory)
        for line in report.lines(lint.format) { print(line) }
        exit(report.diagnostics.hasErrors ? 1 : 0)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(3)
    }
}

guard let arguments = BuildToolArguments(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(
        Data("error: usage: trackplan-build-tool generate <plan-dir> --output <dir> [--module-name <name>] [--access-level public|internal]\n".utf8))
    exit(2)
}
do {
    let outcome = try PlanGeneration.run(planDirectory: arguments.planDirectory, outputDirectory: arguments.output, options: arguments.options)
    for diagnostic in outcome.diagnostics { FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8)) }
    guard let summary = outcome.summary else { exit(1) }
    print(summary)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(3)
}
