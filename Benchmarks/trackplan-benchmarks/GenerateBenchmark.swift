import Foundation
import PlanTestSupport
import TrackPlanCheck
import TrackPlanGenerate
import TrackPlanModel

/// `trackplan-benchmarks generate <plan-dir> [iterations]`: load (parse + check) and generate (translate +
/// render) a plan in memory, best of N, plus the process's peak resident memory.
enum GenerateBenchmark {
    static func run(_ arguments: [String]) throws {
        guard let directory = arguments.first else { print("usage: generate <plan-dir> [iterations]"); exit(2) }
        let iterations = arguments.count > 1 ? Int(arguments[1]) ?? 5 : 5
        let files = try PlanFiles.read(URL(fileURLWithPath: directory))
        var bestLoad = Duration.seconds(1000)
        var bestGenerate = Duration.seconds(1000)
        var bestTranslate = Duration.seconds(1000)
        var summary = ""
        let clock = ContinuousClock()
        for _ in 0..<iterations {
            var loaded: PlanLoadResult?
            bestLoad = min(bestLoad, clock.measure { loaded = PlanLoader().load(files) })
            guard let plan = loaded?.plan else { print(loaded?.diagnostics.map(\.description).joined(separator: "\n") ?? ""); exit(1) }
            let generator = SwiftGenerator(options: GeneratorOptions(moduleName: "Synthetic", toolVersion: "bench"))
            bestTranslate = min(bestTranslate, clock.measure { _ = generator.swiftFiles(plan) })
            var result: GenerationResult?
            bestGenerate = min(
                bestGenerate,
                clock.measure {
                    result = generator.generate(plan)
                })
            let bytes = result?.files.reduce(0) { $0 + $1.contents.utf8.count } ?? 0
            summary = "\(plan.events.count) events, \(files.count) plan files → \(result?.files.count ?? 0) Swift files, \(bytes / 1024) KiB"
        }
        print("generate: \(summary)")
        print(
            "generate: load (parse + check) best \(milliseconds(bestLoad)) ms; generate (translate + render) best \(milliseconds(bestGenerate)) ms, of which translate \(milliseconds(bestTranslate)) ms; total \(milliseconds(bestLoad + bestGenerate)) ms"
        )
        print("generate: peak RSS \(peakResidentMegabytes()) MiB (whole process, \(iterations) iterations)")
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.1f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }

    static func peakResidentMegabytes() -> Int {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return usage.ru_maxrss / 1024  // kilobytes on Linux
        #else
            getrusage(RUSAGE_SELF, &usage)
            return usage.ru_maxrss / 1024 / 1024  // bytes on Darwin
        #endif
    }
}
