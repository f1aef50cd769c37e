/// The toolkit's version, in one place: `trackplan --version` prints it and every generated file is stamped with it.
public enum TrackPlanVersion {
    /// The release of the `trackplan` tool (SemVer).
    public static let current = "0.1.0"

    /// The shape of generated code the runtime accepts. Generated files reference the runtime's marker type
    /// `TrackPlanGeneratedCodeVersion<N>`; a runtime that no longer declares it refuses the code at compile time.
    /// Raise it (and the runtime's marker) only when generated code and runtime stop fitting together.
    public static let generatedCodeFormat = 1

    /// The marker type named in generated files, e.g. `TrackPlanGeneratedCodeVersion1`.
    public static var generatedCodeMarker: String { "TrackPlanGeneratedCodeVersion\(generatedCodeFormat)" }
}
