/// A plan directory an importer produced, as files (plan-relative path → contents), and its report.
public struct ImportedPlan: Sendable, Hashable {
    public struct File: Sendable, Hashable {
        public var path: String
        public var contents: String
    }

    /// The manifest first, then the other files in path order.
    public var files: [File]
    public var report: ImportReport

    /// The plan's files in the house layout: `trackplan.json` (manifest), then one file per section group.
    init(manifest: PlanManifest, files: [(path: String, json: PlanJSON)], report: ImportReport) {
        self.files = [File(path: "trackplan.json", contents: manifest.json.prettyText)]
        self.files += files.sorted { $0.path < $1.path }.map { File(path: $0.path, contents: $0.json.prettyText) }
        self.report = report
    }
}

/// The manifest an importer writes. Names follow whatever the source tool allowed, so the naming lint is `any`.
struct PlanManifest {
    var comment: String
    var name: String
    var version = "1.0.0"
    var description: String?
    /// `defaults.additionalProperties`: JSON Schema objects are open unless they say otherwise.
    var additionalProperties: Bool
    var disabledWarnings = ["missing-description"]

    var json: PlanJSON {
        .fields([
            ("$comment", .string(comment)),
            ("name", .string(name)),
            ("version", .string(version)),
            ("description", description.flatMap { $0.isEmpty ? nil : PlanJSON.string($0) }),
            ("defaults", .object([PlanJSON.Member("additionalProperties", .bool(additionalProperties))])),
            (
                "lint",
                .object([
                    PlanJSON.Member("eventNaming", .string("any")), PlanJSON.Member("propertyNaming", .string("any")),
                    PlanJSON.Member("disable", .array(disabledWarnings.map(PlanJSON.string))),
                ])
            ),
        ])
    }
}
