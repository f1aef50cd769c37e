import Foundation
import TrackPlanCheck
import TrackPlanGenerate
import TrackPlanModel

/// `trackplan generate <plan-dir> --output <dir>`: check the plan, then write its typed Swift. A file is written
/// only when its bytes changed, so builds that depend on the output stay incremental.
enum GenerateCommand: CLICommand {
    static let name = "generate"
    static let summary = "Generate typed Swift for a tracking plan"
    static let usage = """
        Usage: trackplan generate <plan-dir> --output <dir> [--access-level public|internal] [--module-name <name>]

        Writes TrackPlan.swift (plan-wide declarations) and one TrackPlan+<file>.swift per plan file into <dir>,
        rewriting a file only when its contents change and removing generated files the plan no longer produces.
        Plan problems print as 'path:line:col: error: message [rule-id]' and exit with status 1.

          --output <dir>         where to write (created if missing)
          --access-level <level> public (default) or internal
          --module-name <name>   the module the code compiles into: named in the header and used to qualify
                                 shared types so nested types never shadow them
        """

    static func run(_ arguments: [String], console: Console) throws -> Int32 {
        let options = try Options(arguments)
        let result = PlanLoader().load(try PlanDirectory.readFiles(at: options.planDirectory))
        for diagnostic in result.diagnostics.sortedForDisplay() { console.error(diagnostic.description) }
        guard let plan = result.plan, !result.diagnostics.hasErrors else { return ExitCode.failure }

        let generator = SwiftGenerator(
            options: GeneratorOptions(
                accessLevel: options.accessLevel, moduleName: options.moduleName, toolVersion: TrackPlanVersion.current))
        let generated = generator.generate(plan)
        for diagnostic in generated.diagnostics { console.error(diagnostic.description) }
        guard !generated.diagnostics.hasErrors else { return ExitCode.failure }

        let written = try OutputDirectory(path: options.outputDirectory).update(with: generated.files)
        console.out("trackplan: \(generated.files.count) files for \(plan.events.count) events and \(plan.screens.count) screens; \(written) written")
        return ExitCode.success
    }

    struct Options {
        var planDirectory: String
        var outputDirectory: String
        var accessLevel = AccessLevel.public
        var moduleName: String?

        init(_ arguments: [String]) throws {
            var positional: [String] = []
            var output: String?
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                switch argument {
                case "--output", "-o": output = try Self.value(for: argument, from: &rest)
                case "--module-name": moduleName = try Self.value(for: argument, from: &rest)
                case "--access-level":
                    let text = try Self.value(for: argument, from: &rest)
                    guard let level = AccessLevel(rawValue: text) else {
                        throw UsageError("--access-level must be public or internal, not '\(text)'")
                    }
                    accessLevel = level
                case _ where argument.hasPrefix("-"): throw UsageError("unknown option '\(argument)'")
                default: positional.append(argument)
                }
            }
            guard positional.count == 1 else { throw UsageError(positional.isEmpty ? "missing <plan-dir>" : "expected one <plan-dir>") }
            guard let output else { throw UsageError("missing --output <dir>") }
            planDirectory = positional[0]
            outputDirectory = output
        }

        private static func value(for option: String, from rest: inout ArraySlice<String>) throws -> String {
            guard let value = rest.popFirst() else { throw UsageError("\(option) needs a value") }
            return value
        }
    }
}

/// The output directory: writes changed files only, and removes files an earlier run generated that the plan
/// no longer produces (recognised by name prefix and header, so hand-written files are never touched).
struct OutputDirectory {
    let path: String

    /// Returns how many files were written.
    func update(with files: [GeneratedFile]) throws -> Int {
        let manager = FileManager.default
        try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
        var written = 0
        for file in files {
            let target = (path as NSString).appendingPathComponent(file.name)
            let bytes = Data(file.contents.utf8)
            if manager.contents(atPath: target) == bytes { continue }
            do {
                try bytes.write(to: URL(fileURLWithPath: target), options: .atomic)
            } catch {
                throw UsageError("cannot write '\(target)': \(error.localizedDescription)")
            }
            written += 1
        }
        let keep = Set(files.map(\.name))
        for name in try manager.contentsOfDirectory(atPath: path) where !keep.contains(name) && Self.isGenerated(name, in: path) {
            try manager.removeItem(atPath: (path as NSString).appendingPathComponent(name))
        }
        return written
    }

    private static func isGenerated(_ name: String, in directory: String) -> Bool {
        guard name.hasPrefix("TrackPlan"), name.hasSuffix(".swift"),
            let handle = FileHandle(forReadingAtPath: (directory as NSString).appendingPathComponent(name))
        else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 32)) ?? Data()
        return start.starts(with: Data("// Generated by trackplan".utf8))
    }
}
