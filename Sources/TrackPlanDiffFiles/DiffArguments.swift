import TrackPlanDiff

/// The diff tool's command line, read without a parser library (the plugins' tools build json-c and this package
/// only): the same options as `trackplan diff`.
///
///     <old-plan-dir> <new-plan-dir> [options]
///     --against <git-ref> <plan-dir> [options]
///     options: --format f, --config file, --mode m, --events o, --today YYYY-MM-DD, --call-sites file; `--opt=value`
///     works too,
///     and `--` ends the options.
public enum DiffArguments {
    public static let usage = """
        usage: trackplan-diff [--against <git-ref>] <plan-dir> | <old-plan-dir> <new-plan-dir>
                              [--format text|json|markdown|github|sarif] [--config <file>]
                              [--mode backward|forward|full] [--events closed|open] [--today YYYY-MM-DD]
                              [--call-sites <file>]
        """

    /// The request, or a usage `DiffFailure` naming the first problem.
    public static func parse(_ arguments: [String]) throws(DiffFailure) -> DiffRequest {
        var request = DiffRequest(directories: [])
        var rest = arguments[...]
        var optionsEnded = false
        while let argument = rest.popFirst() {
            guard !optionsEnded, argument.hasPrefix("--") else {
                request.directories.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            func next() throws(DiffFailure) -> String {
                if let value { return value }
                guard let following = rest.popFirst() else { throw .usage("missing value for '\(name)'") }
                return following
            }
            switch name {
            case "--against": request.against = try next()
            case "--config": request.configPath = try next()
            case "--today": request.today = try next()
            case "--call-sites": request.callSitesPath = try next()
            case "--format": request.format = try choice(name, try next(), ReportFormat.self)
            case "--mode": request.mode = try choice(name, try next(), CompatibilityMode.self)
            case "--events": request.openness = try choice(name, try next(), EventOpenness.self)
            default: throw .usage("unknown option '\(name)'")
            }
        }
        if let problem = request.problem { throw .usage(problem) }
        return request
    }

    private static func choice<T: RawRepresentable & CaseIterable>(_ name: String, _ value: String, _: T.Type) throws(DiffFailure) -> T
    where T.RawValue == String {
        guard let parsed = T(rawValue: value) else {
            throw .usage("'\(value)' is not a value of '\(name)': use \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return parsed
    }
}
