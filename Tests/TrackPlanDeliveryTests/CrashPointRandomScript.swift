import TestSupport

/// A random step script for the crash-point test's long mode, with what every launch of it runs under: half the
/// seeds on a full disk (`TRACKPLAN_CRASH_DISK_BYTES`, 0.6-1.4 MB: a few `track-big` fill it), half with sessions
/// (a 1 s idle timeout, and `idle 1100` among the steps). The steps: events of both kinds, big ones, flushes and
/// drains, withdrawal and grant, `identify` with and without remembered traits, `reset()`, `forget()`, and idles
/// past the disk's retry delay. Half the full-disk seeds count that delay in held events instead
/// (`TRACKPLAN_CRASH_DISK_RETRY_HELD`, 1-4), so their runs try the disk at the same writes every time and a
/// failure replays exactly; the other half keep the clock's backoff.
struct CrashPointRandomScript {
    var script: String
    var environment: [String: String] = [:]
    var sessions = false

    init(using random: inout SplitMix64) {
        if Bool.random(using: &random) { environment["TRACKPLAN_CRASH_DISK_BYTES"] = "\(Int.random(in: 600...1_400, using: &random) * 1_000)" }
        sessions = Bool.random(using: &random)
        if sessions { environment["TRACKPLAN_HARNESS_IDLE_TIMEOUT"] = "1" }
        var operations = [
            "track 2", "track-analytics 2", "flush", "drain", "withdraw", "grant", "identify user-", "identify user- traits", "forget",
            "track-big 8", "reset", "idle 300",
        ]
        if sessions { operations.append("idle 1100") }
        let steps = (0..<Int.random(in: 8...16, using: &random)).map { _ in
            operations.randomElement(using: &random)!.replacingOccurrences(of: "user-", with: "user-\(Int.random(in: 1...3, using: &random))")
        }
        script = (["track 1"] + steps + ["track 1", "stop"]).joined(separator: "; ")
        // Drawn last, so a seed's script is the one it had before this choice existed.
        if environment["TRACKPLAN_CRASH_DISK_BYTES"] != nil, Bool.random(using: &random) {
            environment["TRACKPLAN_CRASH_DISK_RETRY_HELD"] = "\(Int.random(in: 1...4, using: &random))"
        }
    }
}
