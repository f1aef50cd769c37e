// This file is shared with Plugins/TrackPlanPlugin and Plugins/TrackPlanGenerateCommand by symlink, because a
// plugin cannot import a library target. Keep it free of imports and of other project types.

/// Which Swift file each plan file's declarations go to. Fixed by the plan's file *names* alone, so the build
/// plugin can declare every output before the plan is read.
///
/// - `trackplan.json` (the manifest) → `TrackPlan.swift`: plan-wide declarations (plan info, consent categories,
///   entitlement keys) and everything declared in the manifest.
/// - any other plan file, e.g. `events/checkout.json` → `TrackPlan+events+checkout.swift`: the shared types,
///   events, screens and traits declared in that file. A `+` or `%` inside a path component is written `%2B` or
///   `%25`, so the mapping is one-to-one: `events+a.json` → `TrackPlan+events%2Ba.swift`, `events/a.json` →
///   `TrackPlan+events+a.swift`.
///
/// One output per plan file keeps incremental builds incremental: editing one plan file recompiles one Swift file.
enum OutputLayout {
    static let manifestFileName = "trackplan.json"
    static let manifestOutputName = "TrackPlan.swift"

    /// The Swift file name for a plan-relative, `/`-separated plan file path.
    static func outputName(forPlanFile path: String) -> String {
        if path == manifestFileName { return manifestOutputName }
        var stem = path
        if stem.hasSuffix(".json") { stem.removeLast(5) }
        let parts = stem.split(separator: "/", omittingEmptySubsequences: true).map { component in
            component.replacing("%", with: "%25").replacing("+", with: "%2B")
        }
        return "TrackPlan+" + parts.joined(separator: "+") + ".swift"
    }

    /// Every output for a plan made of `planFiles`, manifest first then in path order.
    static func outputNames(forPlanFiles planFiles: [String]) -> [String] {
        var names = [manifestOutputName]
        for file in planFiles.sorted() where file != manifestFileName {
            names.append(outputName(forPlanFile: file))
        }
        return names
    }
}
