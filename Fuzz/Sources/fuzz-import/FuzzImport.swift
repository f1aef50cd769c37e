import FuzzSupport
import TrackPlanCheck
import TrackPlanImport
import TrackPlanModel

/// Importer inputs → plan files → lint. The first byte picks the importer (`0` Segment JSON, `1` Iglu JSON schemas,
/// `2` RudderStack YAML, modulo 3); the rest, split at NULs, is its files (Segment reads the first). Property: the
/// importer throws, or the plan it writes checks without errors.
@main struct FuzzImportTarget {
    static func main() { FuzzerMain.run(fuzzImport) }
}

func fuzzImport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    guard let kind = input.bytes.first else { return 0 }
    let pieces = FuzzInput(bytes: Array(input.bytes.dropFirst())).pieces(limit: 5)
    let imported: ImportedPlan
    do {
        switch kind % 3 {
        case 0: imported = try SegmentImporter.importPlan(pieces[0], fileName: "plan.json")
        case 1: imported = try IgluImporter.importPlan(pieces.enumerated().map { ("schema-\($0).json", $1) })
        default: imported = try RudderStackImporter.importPlan(pieces.enumerated().map { ("catalog-\($0).yaml", $1) })
        }
    } catch {
        return 0
    }
    let files = imported.files.map { PlanSourceFile(path: $0.path, bytes: Array($0.contents.utf8)) }
    let result = PlanLoader(concurrency: .serial).load(files)
    Property.require(
        !result.diagnostics.hasErrors,
        "an imported plan does not lint: \(result.diagnostics.filter { $0.severity == .error }.map(\.description))")
    return 0
}
