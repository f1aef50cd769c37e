/// A plan directory made from one fuzzer input, as plan-relative paths and bytes.
///
/// - No NUL: the input is `events.json` of a plan whose manifest is fixed (one file).
/// - Pieces between NULs: `trackplan.json`, `events.json`, `shared/types.json`, `screens.json`, in that order, so a
///   seed can carry a manifest, cross-file `$ref`s and a second section file (a small multi-file plan).
public enum PlanInput {
    public static let manifest = Array(#"{"name": "Fuzz", "version": "1.0.0"}"#.utf8)
    public static let paths = ["trackplan.json", "events.json", "shared/types.json", "screens.json"]

    public static func files(_ input: FuzzInput) -> [(path: String, bytes: [UInt8])] {
        files(pieces: input.pieces(limit: paths.count))
    }

    public static func files(pieces: [[UInt8]]) -> [(path: String, bytes: [UInt8])] {
        guard pieces.count > 1 else { return [(paths[0], manifest), (paths[1], pieces.first ?? [])] }
        return zip(paths, pieces).map { ($0, $1) }
    }
}
