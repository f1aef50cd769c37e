import Foundation

/// "No hang" measured in the process's CPU time, not wall time: on a loaded machine a niced fuzzer can wait longer
/// than libFuzzer's wall-clock `-timeout` without doing any work. An input that needs more than `seconds` of CPU
/// (instrumented code, so 2-3 times what a release build needs) breaks the property.
public enum CPUTimeLimit {
    public static func check<Result>(seconds: Double = 1, _ body: () -> Result) -> Result {
        let start = now()
        let result = body()
        let spent = now() - start
        Property.require(spent <= seconds, "the input took \(spent) s of CPU time (limit \(seconds) s)")
        return result
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
