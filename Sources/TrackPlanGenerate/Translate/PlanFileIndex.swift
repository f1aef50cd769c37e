import TrackPlanModel

/// Maps the file in a `SourceLocation` (the path as the user typed it: absolute in a plugin, relative in a test)
/// back to the plan-relative path, so doc comments and output names are the same on every machine.
struct PlanFileIndex {
    private let files: [String]

    init(files: [String]) { self.files = files.sorted { $0.count > $1.count } }

    func planRelativePath(of location: SourceLocation) -> String {
        let path = location.file
        if files.contains(path) { return path }
        // The longest plan file whose path ends the location's path.
        if let match = files.first(where: { path.hasSuffix("/" + $0) }) { return match }
        return OutputLayout.manifestFileName
    }

    /// `events/checkout.json#/events/Order Completed`: where a declaration came from.
    func citation(_ origin: Origin) -> String {
        var text = planRelativePath(of: origin.location) + "#"
        for token in origin.pointer.tokens { text += "/" + JSONText.pointerToken(token) }
        return text
    }
}
