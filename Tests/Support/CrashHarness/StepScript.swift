import Foundation
@_spi(Generated) import TrackPlan

/// `TRACKPLAN_HARNESS_STEPS`: a script of client calls run in order, one line printed after each, for the tests
/// that reproduce a durable operation step by step (and the crash-point test, which stops the process at every
/// durable write of such a script). Steps, separated by `;`:
/// - `track <n>`: n `Crash Probe` events (no consent category), numbered on from the `<first>` argument;
///   `track-analytics <n>`: n `Consent Probe` events (category `analytics`); `track-big <n>`: n `Crash Probe`
///   events of about 60 KB each (a segment rolls over after 17 of them); each prints `ack <number> <kind>`,
///   `held …` or `drop …` like the default run;
/// - `withdraw`, `grant`: `setConsent` for `analytics` (prints `consent false|true`);
/// - `identify <user>`, `identify <user> traits` (with `ProbeTraits` naming the user: every later event carries
///   them as `context.traits` until a `reset`, a `forget` or another user), `reset`, `forget` (prints `forgotten`);
/// - `flush` (one `flush()`), `drain` (flushes until nothing is queued);
/// - `idle <ms>`: waits that long doing nothing (past `TRACKPLAN_HARNESS_IDLE_TIMEOUT`, the next event starts a
///   new session);
/// - `wait-file <path>`: waits until the test creates that file (a point in the test's own timeline, however
///   slowly either process runs; ends the process with status 3 after 2 minutes);
/// - `stats` (prints `stats buffered=<n> pending=<n> dropped <counts>`);
/// - `stop` (`stop()`), `exit` (ends the process without `stop()`), `die` (`SIGKILL` to itself).
/// Every step prints `step <index> <step>` before it starts and `done <index>` after, so a test knows which step
/// a kill interrupted.
enum StepScript {
    static func run(_ script: String, client: TrackPlanClient, first: Int) async {
        var number = first
        let steps = script.split(separator: ";").map { $0.split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        for (index, words) in steps.enumerated() {
            say("step \(index) \(words.joined(separator: " "))")
            let count = words.count > 1 ? Int(words[1]) ?? 1 : 1
            switch words[0] {
            case "track", "track-analytics", "track-big":
                for _ in 0..<count {
                    let before = client.stats().dropped.total
                    switch words[0] {
                    case "track-analytics": client.track(ConsentProbe(number: number))
                    case "track-big": client.track(CrashProbe(number: number, padding: 60_000))
                    default: client.track(CrashProbe(number: number))
                    }
                    let after = client.stats()
                    let kind = words[0] == "track-analytics" ? "analytics" : "plain"
                    say("\(after.dropped.total > before ? "drop" : after.notDurable > 0 ? "held" : "ack") \(number) \(kind)")
                    number += 1
                }
            case "withdraw", "grant":
                client.setConsent([HarnessConsent.analytics: words[0] == "grant"])
                say("consent \(words[0] == "grant")")
            case "identify" where words.count > 2: client.identify(userId: words[1], traits: ProbeTraits(marker: words[1]))
            case "identify": client.identify(userId: words[1])
            case "reset": client.reset()
            case "forget":
                await client.forget()
                say("forgotten")
            case "idle": try? await Task.sleep(nanoseconds: UInt64(count) * 1_000_000)
            case "wait-file" where words.count > 1:
                let deadline = Date().addingTimeInterval(120)
                while !FileManager.default.fileExists(atPath: words[1]) {
                    guard Date() < deadline else {
                        say("wait-file timed out")
                        exit(3)
                    }
                    try? await Task.sleep(nanoseconds: 10_000_000)
                }
            case "flush": await client.flush()
            case "drain":
                while client.stats().buffered + client.stats().pending > 0 {
                    await client.flush()
                    try? await Task.sleep(nanoseconds: 5_000_000)
                }
            case "stats":
                let stats = client.stats()
                say("stats buffered=\(stats.buffered) pending=\(stats.pending) dropped \(stats.dropped)")
            case "stop": await client.stop()
            case "exit": exit(0)
            case "die": kill(getpid(), SIGKILL)
            default:
                say("unknown step \(words[0])")
                exit(2)
            }
            say("done \(index)")
        }
    }
}
