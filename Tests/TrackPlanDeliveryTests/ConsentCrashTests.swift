import Foundation
import TestSupport
import Testing
import TrackPlanCollector

/// Kills the harness with SIGKILL right after `setConsent`/`reset` returned (and at random points in between),
/// restarts it, and checks the consent and anonymous id it comes back with; at the end no event tracked while its
/// category was denied is at the collector. The harness's script: `analytics` flips before every 7th number
/// (withdrawn at 7, granted at 14, …) and the identity resets before every 11th (`ConsentScript`, shared with the harness).
@Suite(.timeLimit(.minutes(20)), .serialized) struct ConsentCrashTests {
    static let kills = 12

    @Test func consentAndIdentitySurviveKillsAndDeniedEventsNeverArrive() async throws {
        _ = try CrashHarnessProcess.binary()
        let directory = NSTemporaryDirectory() + "trackplan-consent-crash-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let seed = ProcessInfo.processInfo.environment["TRACKPLAN_CRASH_SEED"].flatMap { UInt64($0) } ?? .random(in: 1...UInt64.max)
        var random = SplitMix64(seed: seed)
        let consent = ["TRACKPLAN_HARNESS_CONSENT": "1"]

        try await withCollector(writeKey: "consent-key") { collector in
            let endpoint = await collector.endpoint.absoluteString
            func report() async throws -> (granted: Bool, anonymousId: String) {
                let run = try CrashHarnessProcess(
                    arguments: [directory, endpoint, "consent-key", "0", "0"], environment: ["TRACKPLAN_HARNESS_REPORT": "1"])
                let state = try #require(await run.result().transcript.first { $0.hasPrefix("state ") }).split(separator: " ")
                return (state[1] == "true", String(state[2]))
            }
            var (granted, anonymousId) = try await report()
            #expect(granted, "analytics is granted by default")
            var acknowledged: Set<Int> = []
            var denied: Set<Int> = []
            var next = 1
            var killsRightAfterACall = 0
            for round in 0..<Self.kills {
                if round % 3 == 2 { await collector.inject(Array(repeating: .delay(seconds: 0.1), count: 3)) }
                let pause = round % 2 == 0 ? ["TRACKPLAN_HARNESS_PAUSE_AFTER_CALL": "1"] : [:]
                let harness = try CrashHarnessProcess(
                    arguments: [directory, endpoint, "consent-key", "\(next)", "1000000"], environment: consent.merging(pause) { $1 })
                if round % 2 == 0 {
                    await harness.waitForNotes(Int.random(in: 1...3, using: &random))  // right after setConsent/reset returned
                } else {
                    await harness.waitForAcks(Int.random(in: 1...40, using: &random))
                }
                harness.killHard()
                let result = await harness.result()
                acknowledged.formUnion(result.acks)
                denied.formUnion(result.drops)
                let lines = result.transcript.filter { !$0.hasPrefix("dropped") }
                for line in lines where line.hasPrefix("consent ") { granted = line == "consent true" }
                for line in lines where line.hasPrefix("reset ") { anonymousId = String(line.dropFirst(6)) }
                let lastTracked = (result.acks + result.drops).max() ?? next - 1
                // The call before the next number may have run (and been saved) without its line being written.
                let pending = ConsentScript.action(before: lastTracked + 1)
                let endedOnACall = lines.last.map { $0.hasPrefix("consent ") || $0.hasPrefix("reset ") } ?? false
                if endedOnACall { killsRightAfterACall += 1 }
                let restarted = try await report()
                if case .setAnalytics(let value)? = pending, !endedOnACall {
                    #expect(restarted.granted == granted || restarted.granted == value, "round \(round) (seed \(seed))")
                    granted = restarted.granted
                } else {
                    #expect(restarted.granted == granted, "round \(round): consent after the kill (seed \(seed))")
                }
                if pending == .reset, !endedOnACall {
                    anonymousId = restarted.anonymousId  // the reset may or may not have happened
                } else {
                    #expect(restarted.anonymousId == anonymousId, "round \(round): anonymous id after the kill (seed \(seed))")
                }
                next = lastTracked + 1
                await collector.behave()
            }

            let last = try CrashHarnessProcess(arguments: [directory, endpoint, "consent-key", "\(next)", "30"], environment: consent)
            let final = await last.result()
            #expect(final.finished && final.exitStatus == 0)
            acknowledged.formUnion(final.acks)
            denied.formUnion(final.drops)

            let accepted = await collector.acceptedEvents.compactMap(probeNumber)
            #expect(!denied.isEmpty, "the script withdrew consent (seed \(seed))")
            #expect(killsRightAfterACall > 0, "kills landed right after a call returned (seed \(seed))")
            #expect(Set(accepted).isDisjoint(with: denied), "an event tracked while analytics was denied arrived (seed \(seed))")
            #expect(accepted.allSatisfy(ConsentScript.analyticsGranted(at:)), "the script denied some that arrived (seed \(seed))")
            #expect(Set(accepted).isSubset(of: acknowledged), "an event arrived that was never acknowledged (seed \(seed))")
            print(
                "consent crash: \(Self.kills) kills (\(killsRightAfterACall) right after setConsent/reset), \(acknowledged.count) tracked"
                    + " while granted, \(denied.count) while denied, \(accepted.count) accepted, seed \(seed)")
        }
    }
}
