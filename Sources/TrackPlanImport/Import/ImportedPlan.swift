import TrackPlanModel

/// A plan directory an importer produced, as files (plan-relative path → contents), and its report.
public struct ImportedPlan: Sendable, Hashable {
    public struct File: Sendable, Hashable {
        public var path: String
        public var contents: String
    }

    /// The manifest first, then the other files in path order.
    public var files: [File]
    public var report: ImportReport
    var manifest: PlanManifest

    /// The plan's files in the house layout: `trackplan.json` (manifest), then one file per section group.
    init(manifest: PlanManifest, files: [(path: String, json: PlanJSON)], report: ImportReport) {
        self.manifest = manifest
        self.files = [File(path: "trackplan.json", contents: manifest.json.prettyText)]
        self.files += files.sorted { $0.path < $1.path }.map { File(path: $0.path, contents: $0.json.prettyText) }
        self.report = report
    }

    /// The same plan with the manifest's `name` and `version` set (`import --name`, `--plan-version`); nil keeps
    /// what the importer chose. Throws when `version` is not a semantic version (`1.4.0`).
    public func naming(_ name: String?, version: String?) throws(ImportError) -> ImportedPlan {
        var plan = self
        if let name {
            guard !name.allSatisfy(\.isWhitespace) else { throw ImportError("--name must not be empty") }
            plan.manifest.name = name
        }
        if let version {
            guard SemanticVersion(version) != nil else {
                throw ImportError("--plan-version '\(version)' is not a semantic version (MAJOR.MINOR.PATCH, such as 1.4.0)")
            }
            plan.manifest.version = version
        }
        plan.files[0] = File(path: "trackplan.json", contents: plan.manifest.json.prettyText)
        return plan
    }
}

/// The manifest an importer writes. Names follow whatever the source tool allowed, so the naming lint is `any`.
struct PlanManifest: Sendable, Hashable {
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
