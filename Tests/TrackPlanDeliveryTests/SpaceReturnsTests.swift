import Foundation
import TestSupport
import Testing
import TrackPlanCollector

/// A real 2 MiB tmpfs that fills while the app tracks with the collector down, then gets its space back while the
/// app still runs: no crash; events the disk refused are held in memory (or dropped and counted past the held
/// cap); once space returns the held events are written to the log before any new event is acknowledged, so after
/// a `kill -9` every acknowledged and every held event arrives exactly once, in order, and nothing else does.
/// (In the fault suite's type, so it never runs beside another test that mounts.)
extension StorageFaultTests {
    @Test func theDiskFillsThenSpaceReturnsBeforeAKill() async throws {
        let disk = try SmallFilesystem(kibibytes: 2048)
        defer { disk.unmount() }
        try FileManager.default.createDirectory(atPath: disk.queue, withIntermediateDirectories: true)
        disk.fill(leaving: 300 << 10)
        try await withCollector(writeKey: "fault-key") { collector in
            let endpoint = await collector.endpoint.absoluteString
            await collector.goDown()
            // The harness waits until the filler is gone, then idles past the longest retry delay (5 s), so the next
            // `track` tries the disk again even when a try (by the delivery thread) failed just before the space came
            // back. The marker puts that point in this test's timeline: on a loaded machine this process can take
            // seconds to free the filler after the harness's line, and a fixed idle then ended before the retry.
            let marker = NSTemporaryDirectory() + "trackplan-space-returned-\(UUID().uuidString.prefix(8))"
            defer { try? FileManager.default.removeItem(atPath: marker) }
            let harness = try CrashHarnessProcess(
                arguments: [disk.queue, endpoint, "fault-key", "1", "0"],
                environment: ["TRACKPLAN_HARNESS_STEPS": "track 1500; wait-file \(marker); idle 6000; track 300; die"])
            await harness.waitForLine(startingWith: "step 1 ")
            disk.freeFiller()
            #expect(FileManager.default.createFile(atPath: marker, contents: nil))
            let full = await harness.result()
            let acks = full.transcript.compactMap { Self.number($0, "ack") }
            let held = full.transcript.compactMap { Self.number($0, "held") }
            let drops = full.transcript.compactMap { Self.number($0, "drop") }
            #expect(full.transcript.contains("step 4 die"), "the harness stopped early: \(full.transcript.suffix(3))")
            #expect(!held.isEmpty, "the disk never filled")
            let lastHeld = held.max() ?? 0
            #expect(acks.contains { $0 > lastHeld }, "no event was durable again after space returned")
            try await collector.comeUp()
            let last = try await StepLaunch(directory: disk.queue, endpoint: endpoint, writeKey: "fault-key").run("drain; stats; stop")
            let accepted = await collector.acceptedEvents.compactMap(probeNumber)
            #expect(accepted == (acks + held).sorted(), "arrived: \(accepted.count), acknowledged \(acks.count), held \(held.count)")
            #expect(await collector.duplicateEvents == 0)
            #expect(last.dropped.isEmpty, "counted as lost after the kill: \(last.dropped)")
            print(
                "storage faults: 2 MiB tmpfs full, then space back before kill -9: \(acks.count) on disk, \(held.count) held"
                    + " and written back, \(drops.count) dropped (storage_full), \(accepted.count) at the collector")
        }
    }

    /// The event number of a step script's `<kind> <number> <category>` line.
    static func number(_ line: String, _ kind: String) -> Int? {
        let words = line.split(separator: " ")
        return words.count == 3 && words[0] == kind ? Int(words[1]) : nil
    }
}
