/// The generated-code format this runtime accepts, as a type generated code must name.
///
/// Every `TrackPlan.swift` that `trackplan generate` writes reads `TrackPlanGeneratedCodeVersion1.format` in
/// `TrackPlanInfo.generatedCodeFormat`. When generated code and the runtime stop fitting together, the format is
/// raised: the runtime then declares `TrackPlanGeneratedCodeVersion2`, and keeps `…Version1` only as an
/// unavailable type whose message says to regenerate. Code from an incompatible generator fails to compile at that
/// line, with that message (or, for code newer than the runtime, "cannot find 'TrackPlanGeneratedCodeVersion2'"),
/// instead of failing somewhere in the middle of the generated types.
public enum TrackPlanGeneratedCodeVersion1 {
    /// The format number, 1.
    public static var format: Int { 1 }
}
