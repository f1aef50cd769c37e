import Foundation
import TestSupport
import Testing
import TrackPlanCollector

/// Nothing planted is ever on disk in clear: real harness processes track events full of personal data (emails and
/// card numbers in free text, `hash`, `redact` and `drop` fields), are killed with SIGKILL at random points, and every
/// byte under the storage directory is searched for every planted value after each kill, after delivery, and after
/// a restart that drains the queue.
///
/// Quick mode (every test run): 4 kills. `TRACKPLAN_FAULT_RUNS=<n>` runs n times as many, each round with its own
/// random kill point; replay a failing run with `TRACKPLAN_CRASH_SEED=<seed>`.
@Suite(.timeLimit(.minutes(20)), .serialized) struct PIIOnDiskCrashTests {
    static let kills = 4 * (ProcessInfo.processInfo.environment["TRACKPLAN_FAULT_RUNS"].flatMap { Int($0) } ?? 1)

    @Test func noPlantedValueIsEverOnDiskInClear() async throws {
        _ = try CrashHarnessProcess.binary()
        let directory = NSTemporaryDirectory() + "trackplan-pii-crash-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let seed = ProcessInfo.processInfo.environment["TRACKPLAN_CRASH_SEED"].flatMap { UInt64($0) } ?? .random(in: 1...UInt64.max)
        var random = SplitMix64(seed: seed)
        let environment = ["TRACKPLAN_HARNESS_PII": "1"]

        try await withCollector(writeKey: "pii-key") { collector in
            let endpoint = await collector.endpoint.absoluteString
            var next = 1
            var scans = 0
            for round in 0..<Self.kills {
                // Every other round the collector is down, so events pile up on disk before the kill.
                if round % 2 == 1 { await collector.inject(Array(repeating: .status(503), count: 50)) }
                let harness = try CrashHarnessProcess(
                    arguments: [directory, endpoint, "pii-key", "\(next)", "1000000"], environment: environment)
                await harness.waitForAcks(Int.random(in: 1...300, using: &random))
                harness.killHard()
                let result = await harness.result()
                let tracked = (result.acks + result.held + result.drops).max() ?? next
                // The event after the last line may have been tracked just before the kill: scan for it too.
                try Self.expectNothingPlanted(in: directory, numbers: 1...(tracked + 1), when: "after kill \(round) (seed \(seed))")
                scans += 1
                next = tracked + 2
                await collector.behave()
            }
            // A restart that tracks a few more and drains the queue, then one that only starts and stops.
            for count in [20, 0] {
                let final = await
                    (try CrashHarnessProcess(arguments: [directory, endpoint, "pii-key", "\(next)", "\(count)"], environment: environment)).result()
                #expect(final.finished && final.exitStatus == 0)
                next += count
                try Self.expectNothingPlanted(in: directory, numbers: 1...next, when: "after delivery and restart (seed \(seed))")
                scans += 1
            }
            let delivered = await collector.acceptedEvents.compactMap { String(data: $0.json, encoding: .utf8) }
            #expect(!delivered.isEmpty)
            for event in delivered.prefix(50) {
                #expect(event.contains("<email>") && event.contains("<card>") && event.contains("<name>"), "\(event)")
                #expect(!event.contains("\"phone\""), "\(event)")
            }
            print("pii on-disk scan: \(Self.kills) kills, \(next - 1) numbers, \(scans) scans, \(delivered.count) delivered, seed \(seed)")
        }
    }

    /// What every planted value contains, and nothing the runtime writes otherwise does: one search per marker over
    /// the disk's bytes, instead of one per planted value (the scan stays linear however many events were tracked).
    static let markers = ["@example.com", "Redactedname", "+4670", "40000000", "4000 0000"]

    /// Searches every byte of every file under `directory` for the planted values of events `numbers`.
    static func expectNothingPlanted(in directory: String, numbers: ClosedRange<Int>, when: String) throws {
        let unmarked = numbers.flatMap { PIIPlanted($0).all }.filter { value in !markers.contains { value.contains($0) } }
        #expect(unmarked.isEmpty, "planted values no marker finds: \(unmarked.prefix(5))")
        var found: [String] = []
        for file in try FileManager.default.subpathsOfDirectory(atPath: directory) {
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: directory + "/" + file))) ?? Data()
            for marker in markers {
                var from = bytes.startIndex
                while let range = bytes.range(of: Data(marker.utf8), in: from..<bytes.endIndex) {
                    defer { from = range.upperBound }
                    if insideHexDigest(bytes, range) { continue }
                    let context = bytes[max(bytes.startIndex, range.lowerBound - 24)..<min(bytes.endIndex, range.upperBound + 24)]
                    found.append("\(file): …\(String(decoding: context, as: Unicode.ASCII.self))…")
                }
            }
        }
        #expect(found.isEmpty, "in clear on disk \(when): \(found.prefix(10))")
    }

    /// Whether a match lies in a run of hex digits holding a letter: a keyed hash's digest (64 hex digits) holds
    /// "40000000" about once in 75 million digests, while a card number in clear is a run of decimal digits only.
    static func insideHexDigest(_ bytes: Data, _ range: Range<Data.Index>) -> Bool {
        func isHex(_ byte: UInt8) -> Bool { (48...57).contains(byte) || (97...102).contains(byte) }
        var start = range.lowerBound
        while start > bytes.startIndex, isHex(bytes[start - 1]) { start -= 1 }
        var end = range.upperBound
        while end < bytes.endIndex, isHex(bytes[end]) { end += 1 }
        return bytes[start..<end].contains { (97...102).contains($0) }
    }
}
