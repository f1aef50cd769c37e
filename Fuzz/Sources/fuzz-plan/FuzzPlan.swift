import FuzzSupport
import TrackPlanCheck
import TrackPlanGenerate
import TrackPlanModel

/// Plan bytes → parse and check → generate. Properties: every diagnostic's position is inside the file it names, and
/// a plan that checks without errors generates without errors (at least one file); no input (up to 64 KiB,
/// `-max_len=65536`) takes more than a second of CPU time.
@main struct FuzzPlanTarget {
    static func main() { FuzzerMain.run(fuzzPlan) }
}

func fuzzPlan(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let files = PlanInput.files(FuzzInput(data, size)).map { PlanSourceFile(path: $0.path, bytes: $0.bytes) }
    CPUTimeLimit.check { PlanProperties.check(files) }
    return 0
}

enum PlanProperties {
    static func check(_ files: [PlanSourceFile]) {
        let result = PlanLoader(concurrency: .serial).load(files)
        let lines = Dictionary(files.map { ($0.displayPath, FileLines($0.bytes)) }, uniquingKeysWith: { first, _ in first })
        for diagnostic in result.diagnostics {
            guard let location = diagnostic.location else { continue }
            guard let file = lines[location.file] else { Property.fail("\(diagnostic) names a file the plan does not have") }
            Property.require(
                file.contains(line: location.line, column: location.column),
                "\(diagnostic) is outside its file (\(file.count) lines)")
        }
        guard let plan = result.plan, !result.diagnostics.hasErrors else { return }
        let generated = SwiftGenerator(options: GeneratorOptions(toolVersion: "fuzz")).generate(plan, names: result.names)
        Property.require(
            !generated.diagnostics.hasErrors, "a plan lint accepts fails to generate: \(generated.diagnostics.map(\.description))")
        Property.require(!generated.files.isEmpty, "a plan lint accepts generates no file")
    }
}
