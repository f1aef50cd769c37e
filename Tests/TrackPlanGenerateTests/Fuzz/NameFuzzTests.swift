import Foundation
import Testing
import TrackPlanCheck
import TrackPlanGenerate
import TrackPlanModel

/// The naming invariant, fuzzed: whenever `trackplan lint` passes a plan, the generated code compiles, and
/// whenever lint fails, generation fails with the same errors. A fixed seed set runs here; `scripts/fuzz-names.sh`
/// runs many more (`TRACKPLAN_FUZZ_SEEDS=first:count`).
@Suite struct NameFuzzTests {
    static var seeds: [UInt64] {
        if let range = ProcessInfo.processInfo.environment["TRACKPLAN_FUZZ_SEEDS"] {
            let parts = range.split(separator: ":").compactMap { UInt64($0) }
            if parts.count == 2 { return Array(parts[0]..<(parts[0] + parts[1])) }
        }
        return Array(1...12)
    }

    @Test func lintPassesExactlyWhenGeneratedCodeCompiles() async throws {
        var failures: [String] = []
        var compiled = 0
        for seed in Self.seeds {
            var fuzzer = PlanFuzzer(seed: seed)
            let files = fuzzer.plan()
            let loaded = PlanLoader().load(files)
            guard let plan = loaded.plan, !loaded.diagnostics.hasErrors else {
                if ProcessInfo.processInfo.environment["TRACKPLAN_FUZZ_VERBOSE"] != nil {
                    print("seed \(seed): lint errors", Set(loaded.diagnostics.filter { $0.severity == .error }.map(\.ruleID)).sorted())
                }
                #expect(
                    loaded.diagnostics.allSatisfy { $0.location != nil || $0.ruleID == "missing-manifest" }, "seed \(seed): error without a place")
                continue
            }
            let options = GeneratorOptions(moduleName: "Fuzz\(seed)", toolVersion: "test")
            let generated = SwiftGenerator(options: options).generate(plan)
            guard !generated.diagnostics.hasErrors else {
                failures.append(
                    "seed \(seed): lint passed but generation failed:\n\(generated.diagnostics.map(\.description).joined(separator: "\n"))")
                continue
            }
            if generated.files.count != Set(generated.files.map(\.name)).count {
                failures.append("seed \(seed): two outputs share a file name: \(generated.files.map(\.name))")
            }
            let result = try await GeneratedCodeCompilesTests.typecheck(generated, module: "Fuzz\(seed)")
            compiled += 1
            if result.status != 0 {
                let plans = files.map { "--- \($0.path)\n\(String(decoding: $0.bytes, as: UTF8.self))" }.joined(separator: "\n")
                failures.append("seed \(seed): lint passed but the code does not compile:\n\(result.combined.prefix(3000))\n\(plans)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
        #expect(compiled > 0, "no seed produced a plan that lints clean; the fuzzer no longer exercises generation")
    }
}
