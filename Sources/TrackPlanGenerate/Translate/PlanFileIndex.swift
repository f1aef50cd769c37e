import TrackPlanModel

/// Maps the file in a `SourceLocation` (the path as the user typed it: absolute in a plugin, relative in a test)
/// back to the plan-relative path, so doc comments and output names are the same on every machine.
struct PlanFileIndex {
    private let files: Set<String>
    /// `/` + each plan file, longest first: a location's path ends with one of these when it is not plan-relative.
    private let suffixes: [(suffix: String, file: String)]

    init(files: [String]) {
        self.files = Set(files)
        self.suffixes = files.sorted { $0.count > $1.count }.map { ("/" + $0, $0) }
    }

    func planRelativePath(of location: SourceLocation) -> String {
        let path = location.file
        if files.contains(path) { return path }
        // The longest plan file whose path ends the location's path (indices: cheap in a debug build too).
        var index = 0
        while index < suffixes.count {
            if path.hasSuffix(suffixes[index].suffix) { return suffixes[index].file }
            index += 1
        }
        return OutputLayout.manifestFileName
    }

    /// `events/checkout.json#/events/Order Completed`: where a declaration came from.
    func citation(_ origin: Origin) -> String {
        var text = planRelativePath(of: origin.location)
        text += "#"
        let tokens = origin.pointer.tokens
        var index = 0
        while index < tokens.count {
            text += "/"
            text += JSONText.pointerToken(tokens[index])
            index += 1
        }
        return text
    }
}
