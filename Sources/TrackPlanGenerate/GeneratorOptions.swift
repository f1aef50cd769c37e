import TrackPlanModel

/// What the caller chooses about the generated code.
public struct GeneratorOptions: Sendable, Hashable {
    public var accessLevel: AccessLevel
    /// The module the code is compiled into, named in the header (`--module-name`); nil when unknown.
    public var moduleName: String?
    /// The `trackplan` version stamped into every header.
    public var toolVersion: String

    public init(accessLevel: AccessLevel = .public, moduleName: String? = nil, toolVersion: String) {
        self.accessLevel = accessLevel
        self.moduleName = moduleName
        self.toolVersion = toolVersion
    }
}

/// One output file: its name inside the output directory and its full text.
public struct GeneratedFile: Sendable, Hashable {
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// Everything a generation produced.
public struct GenerationResult: Sendable {
    /// One file per plan file (see `OutputLayout`), in plan order; empty when `diagnostics` has errors.
    public var files: [GeneratedFile]
    public var diagnostics: [TrackPlanModel.Diagnostic]
}
