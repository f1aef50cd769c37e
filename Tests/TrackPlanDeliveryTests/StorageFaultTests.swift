import Foundation
import TestSupport
import Testing
import TrackPlanCollector

@testable import TrackPlan

/// The real runtime (the crash harness process) on a real small filesystem (tmpfs), against the real collector:
/// the disk fills while tracking, the app starts on a nearly full disk, the directory turns read-only and the
/// app is killed, the log is cut short or damaged while the app is stopped. Each run ends with the collector's
/// events checked against what the runtime acknowledged (`ack`: on disk), held in memory (`held`) and dropped
/// with a count (`drop`): every acknowledged event arrives exactly once, in order; nothing else arrives; where
/// the process lived to the end, the collector's count is exactly tracked minus counted drops.
///
/// `TRACKPLAN_FAULT_RUNS=<n>` (default 1, the quick mode CI runs) repeats each scenario with fresh random sizes
/// and kill points; `TRACKPLAN_FAULT_SEED=<seed>` replays a run.
@Suite(
    .serialized, .timeLimit(.minutes(20)),
    .enabled(if: SmallFilesystem.isAvailable, "needs root to mount a tmpfs (mount -t tmpfs); skipped otherwise"))
struct StorageFaultTests {
    static let runs = ProcessInfo.processInfo.environment["TRACKPLAN_FAULT_RUNS"].flatMap { Int($0) } ?? 1
    static let seed = ProcessInfo.processInfo.environment["TRACKPLAN_FAULT_SEED"].flatMap { UInt64($0) } ?? .random(in: 1...UInt64.max)

    @Test func theDiskFillsWhileTracking() async throws {
        var random = SplitMix64(seed: Self.seed)
        for run in 0..<Self.runs {
            let disk = try SmallFilesystem(kibibytes: 2048)
            defer { disk.unmount() }
            try FileManager.default.createDirectory(atPath: disk.queue, withIntermediateDirectories: true)
            disk.fill(leaving: Int.random(in: 200...700, using: &random) << 10)
            let total = Int.random(in: 2_500...4_500, using: &random)
            try await withCollector(writeKey: "fault-key") { collector in
                let endpoint = await collector.endpoint.absoluteString
                await collector.goDown()
                let harness = try CrashHarnessProcess(
                    arguments: [disk.queue, endpoint, "fault-key", "1", "\(total)"], environment: ["TRACKPLAN_HARNESS_BACKLOG": "0"])
                await harness.waitForAcks(total)
                try await collector.comeUp()
                let result = await harness.result()
                #expect(result.finished && result.exitStatus == 0, "run \(run): the harness did not finish (seed \(Self.seed))")
                #expect(!result.held.isEmpty, "run \(run): the disk never filled (seed \(Self.seed))")
                let counted = result.dropped["storage_full", default: 0] + result.dropped["storage_unwritable", default: 0]
                #expect(counted == result.drops.count)
                let accepted = await check(collector, acknowledged: result.acks, tracked: result.acks + result.held, run: run)
                #expect(accepted == total - counted, "run \(run): collector count != tracked - counted drops (seed \(Self.seed))")
                print(
                    "storage faults: disk full while tracking, run \(run): \(total) tracked, \(result.acks.count) on disk,"
                        + " \(result.held.count) held in memory, \(counted) dropped (storage_full), \(accepted) at the collector")
            }
        }
    }

    @Test func theAppStartsOnANearlyFullDisk() async throws {
        var random = SplitMix64(seed: Self.seed &+ 1)
        for run in 0..<Self.runs {
            let disk = try SmallFilesystem(kibibytes: 2048)
            defer { disk.unmount() }
            try FileManager.default.createDirectory(atPath: disk.queue, withIntermediateDirectories: true)
            disk.fill(leaving: Int.random(in: 150...600, using: &random) << 10)
            try await withCollector(writeKey: "fault-key") { collector in
                let endpoint = await collector.endpoint.absoluteString
                await collector.goDown()
                let first = Int.random(in: 800...1_800, using: &random)
                let filling = try CrashHarnessProcess(
                    arguments: [disk.queue, endpoint, "fault-key", "1", "\(first)"], environment: ["TRACKPLAN_HARNESS_BACKLOG": "0"])
                await filling.waitForAcks(first)
                filling.killHard()
                let before = await filling.result()
                disk.fill(leaving: Int.random(in: 0...24, using: &random) << 10)
                let free = disk.freeBytes
                try await collector.comeUp()
                let after = try await CrashHarnessProcess(arguments: [disk.queue, endpoint, "fault-key", "\(first + 1)", "500"]).result()
                #expect(after.finished && after.exitStatus == 0, "run \(run): no start on a nearly full disk (seed \(Self.seed))")
                let accepted = await check(
                    collector, acknowledged: before.acks + after.acks, tracked: before.acks + after.acks + after.held, run: run)
                #expect(accepted == before.acks.count + after.acks.count + after.held.count)
                print(
                    "storage faults: start with \(free / 1024) KiB free, run \(run): \(before.acks.count) queued on disk before,"
                        + " \(after.acks.count + after.held.count) tracked after, \(accepted) at the collector")
            }
        }
    }

    // 1 MiB segments (`TRACKPLAN_CRASH_SEGMENT_BYTES`) need the hooks (the `CrashPoints` trait).
    @Test(.enabled(if: CrashPointHooks.built, CrashPointHooks.reason))
    func theDirectoryTurnsReadOnlyThenTheAppIsKilled() async throws {
        var random = SplitMix64(seed: Self.seed &+ 2)
        for run in 0..<Self.runs {
            let disk = try SmallFilesystem(kibibytes: 16 << 10)
            defer { disk.unmount() }
            try FileManager.default.createDirectory(atPath: disk.queue, withIntermediateDirectories: true)
            try await withCollector(writeKey: "fault-key") { collector in
                let endpoint = await collector.endpoint.absoluteString
                await collector.inject(.delay(seconds: 0.1), .closeMidResponse, .status(503), .delay(seconds: 0.1))
                let total = 9_000
                let readOnlyAt = Int.random(in: 100...2_000, using: &random)
                let resumeFile = disk.path + "-resume"
                defer { try? FileManager.default.removeItem(atPath: resumeFile) }
                let harness = try CrashHarnessProcess(
                    arguments: [disk.queue, endpoint, "fault-key", "1", "\(total)"],
                    // 1 MiB segments (a crash-point hook), so the run rolls over into the read-only directory
                    // several times: a 4 MiB segment made before it turned read-only could take every event.
                    environment: [
                        "TRACKPLAN_HARNESS_BACKLOG": "2000", "TRACKPLAN_HARNESS_PAUSE_AT": "\(readOnlyAt)",
                        "TRACKPLAN_HARNESS_RESUME_FILE": resumeFile, "TRACKPLAN_CRASH_SEGMENT_BYTES": "\(1 << 20)",
                    ])
                await harness.waitForAcks(readOnlyAt)  // the harness waits there until the directory is read-only
                try disk.makeQueueReadOnly()
                #expect(FileManager.default.createFile(atPath: resumeFile, contents: nil))
                await harness.waitForAcks(Int.random(in: 5_000...8_500, using: &random))
                harness.killHard()
                let before = await harness.result()
                disk.makeQueueWritable()
                let next = (before.acks + before.held + before.drops).max()! + 2
                let after = try await CrashHarnessProcess(arguments: [disk.queue, endpoint, "fault-key", "\(next)", "300"]).result()
                #expect(after.finished && after.exitStatus == 0)
                #expect(!before.held.isEmpty, "run \(run): the read-only directory never refused a write (seed \(Self.seed))")
                let accepted = await check(
                    collector, acknowledged: before.acks + after.acks,
                    tracked: before.acks + before.held + after.acks + after.held, run: run)
                print(
                    "storage faults: read-only mid-run then kill -9, run \(run): \(before.acks.count) on disk,"
                        + " \(before.held.count) held, \(before.drops.count) dropped (storage_unwritable) before the kill;"
                        + " \(after.acks.count) after; \(accepted) at the collector")
            }
        }
    }

    @Test func theLogIsCutShortOrDamagedWhileTheAppIsStopped() async throws {
        var random = SplitMix64(seed: Self.seed &+ 3)
        for run in 0..<max(Self.runs, 3) {  // at least one of each kind of damage
            let disk = try SmallFilesystem(kibibytes: 8 << 10)
            defer { disk.unmount() }
            try FileManager.default.createDirectory(atPath: disk.queue, withIntermediateDirectories: true)
            try await withCollector(writeKey: "fault-key") { collector in
                let endpoint = await collector.endpoint.absoluteString
                await collector.goDown()
                let total = Int.random(in: 3_000...6_000, using: &random)
                let before = try await CrashHarnessProcess(
                    arguments: [disk.queue, endpoint, "fault-key", "1", "\(total)"],
                    environment: ["TRACKPLAN_HARNESS_BACKLOG": "0", "TRACKPLAN_HARNESS_NO_DRAIN": "1"]
                ).result()
                #expect(before.finished && before.acks.count == total)
                let damage = try damageLog(in: disk.queue, run: run, using: &random)
                try await collector.comeUp()
                let after = try await CrashHarnessProcess(arguments: [disk.queue, endpoint, "fault-key", "\(total + 1)", "0"]).result()
                #expect(after.finished && after.exitStatus == 0)
                let corrupt = after.dropped["corrupt", default: 0]
                let accepted = await check(collector, acknowledged: [], tracked: before.acks, run: run)
                #expect(accepted + corrupt == total, "run \(run), \(damage): lost events not counted (seed \(Self.seed))")
                #expect(corrupt > 0, "run \(run), \(damage): the damage cost nothing?")
                print(
                    "storage faults: \(damage) while stopped, run \(run): \(total) queued, \(accepted) at the collector, \(corrupt) counted corrupt")
            }
        }
    }

    /// Truncates the newest segment (to zero or inside it) or flips 16 bytes in the middle of a segment.
    private func damageLog(in directory: String, run: Int, using random: inout SplitMix64) throws -> String {
        let segments = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("events.") }
            .sorted { Int($0.dropFirst(7).dropLast(4))! < Int($1.dropFirst(7).dropLast(4))! }
        let newest = URL(fileURLWithPath: directory + "/" + segments.last!)
        var bytes = try Data(contentsOf: newest)
        let used = (bytes.lastIndex { $0 != 0 } ?? 0) + 1
        switch run % 3 {
        case 0:
            try Data().write(to: newest)
            return "newest segment truncated to 0"
        case 1:
            let keep = Int.random(in: (used / 4)...(used * 3 / 4), using: &random)
            try bytes.prefix(keep).write(to: newest)
            return "newest segment cut at \(keep) of \(used) bytes"
        default:
            let victim = URL(fileURLWithPath: directory + "/" + segments.randomElement(using: &random)!)
            bytes = try Data(contentsOf: victim)
            let middle = Int.random(in: 64...(((bytes.lastIndex { $0 != 0 } ?? 200) - 32)), using: &random)
            for offset in middle..<(middle + 16) { bytes[offset] ^= 0x5A }
            try bytes.write(to: victim)
            return "16 bytes flipped in \(victim.lastPathComponent)"
        }
    }

    /// Checks the collector's events: no duplicates (not even ones the collector caught by `messageId`), in order,
    /// every acknowledged one there, nothing untracked.
    /// Returns how many arrived.
    private func check(_ collector: TrackPlanCollector, acknowledged: [Int], tracked: [Int], run: Int) async -> Int {
        let accepted = await collector.acceptedEvents.compactMap(probeNumber)
        let acceptedSet = Set(accepted)
        #expect(acceptedSet.count == accepted.count, "run \(run): delivered twice (seed \(Self.seed))")
        #expect(accepted == accepted.sorted(), "run \(run): delivered out of order (seed \(Self.seed))")
        let missing = acknowledged.filter { !acceptedSet.contains($0) }
        #expect(missing.isEmpty, "run \(run): acknowledged but never delivered: \(missing.prefix(10)) (seed \(Self.seed))")
        let trackedSet = Set(tracked)
        let unexpected = accepted.filter { !trackedSet.contains($0) }
        #expect(unexpected.isEmpty, "run \(run): delivered but never tracked: \(unexpected.prefix(10))")
        // A re-send under a new key would only be caught by `messageId`: there must be none.
        #expect(await collector.duplicateEvents == 0, "run \(run): an event re-sent under another key (seed \(Self.seed))")
        return accepted.count
    }
}

/// The store alone on a real full disk: events are held in memory and counted, then written in order once space
/// returns.
/// (In the fault suite's type, so it never runs beside another test that mounts.)
extension StorageFaultTests {
    static let now: Int64 = 1_700_000_000_000

    @Test func heldEventsBecomeDurableWhenSpaceReturns() async throws {
        let disk = try SmallFilesystem(kibibytes: 1024)
        defer { disk.unmount() }
        let now = Self.now
        let store = try FileEventStore(directory: disk.queue, nowMillis: now)
        disk.fill(leaving: 0)
        let payload = [UInt8](repeating: UInt8(ascii: "x"), count: 500)
        var appended = 0
        while store.stats().held < 10 && appended < 5_000 {
            store.append(json: payload + Array("\(appended)".utf8), createdAtMillis: now)
            appended += 1
        }
        #expect(store.stats().held == 10)
        #expect(store.stats().storageFailure?.isOutOfSpace == true)
        disk.freeFiller()
        try await Task.sleep(for: .milliseconds(150))  // past the first retry delay (a suspension: no pool thread held)
        store.append(json: payload + Array("\(appended)".utf8), createdAtMillis: now)
        appended += 1
        #expect(store.stats().held == 0)
        #expect(store.stats().storageFailure == nil)
        store.close()
        let reopened = try FileEventStore(directory: disk.queue, nowMillis: now)
        var seen: [Int] = []
        while let batch = reopened.nextBatch(maxCount: 500, maxBytes: 1 << 22, newKey: { UUID().uuidString }) {
            seen += batch.events.map { Int(String(decoding: $0.json.dropFirst(500), as: UTF8.self))! }
            reopened.finish(batch, .delivered)
        }
        #expect(seen == Array(0..<appended))
        #expect(reopened.stats().dropped.total == 0)
    }
}

/// A storage directory that is read-only when the app starts: the client runs in memory and says why, and the
/// queue left on disk is delivered by the next start once the directory is writable again.
extension StorageFaultTests {
    @Test func theAppStartsInAReadOnlyDirectoryThenRecovers() async throws {
        let disk = try SmallFilesystem(kibibytes: 4096)
        defer { disk.unmount() }
        try FileManager.default.createDirectory(atPath: disk.queue, withIntermediateDirectories: true)
        try await withCollector(writeKey: "fault-key") { collector in
            let endpoint = await collector.endpoint.absoluteString
            await collector.goDown()
            let queued = try await CrashHarnessProcess(
                arguments: [disk.queue, endpoint, "fault-key", "1", "300"],
                environment: ["TRACKPLAN_HARNESS_BACKLOG": "0", "TRACKPLAN_HARNESS_NO_DRAIN": "1"]
            ).result()
            #expect(queued.acks.count == 300)
            try disk.makeQueueReadOnly()
            try await collector.comeUp()
            let inMemory = try await CrashHarnessProcess(arguments: [disk.queue, endpoint, "fault-key", "301", "200"]).result()
            #expect(inMemory.finished && inMemory.exitStatus == 0, "no start in a read-only directory")
            #expect(inMemory.held.count == 200, "events in a read-only directory are reported as not durable")
            disk.makeQueueWritable()
            let recovered = try await CrashHarnessProcess(arguments: [disk.queue, endpoint, "fault-key", "501", "0"]).result()
            #expect(recovered.finished && recovered.exitStatus == 0)
            let accepted = await collector.acceptedEvents.compactMap(probeNumber)
            // The run in memory is delivered first, then the backlog the read-only disk held: each in order.
            #expect(accepted == Array(301...500) + Array(1...300))
            #expect(await collector.duplicateEvents == 0)
        }
    }
}

/// A disk with less free space than a segment: the file is allocated a step at a time instead of whole, and every
/// event is durable.
/// (In the fault suite's type, so it never runs beside another test that mounts.)
extension StorageFaultTests {
    @Test func aSegmentTheDiskCannotTakeWholeIsAllocatedInSteps() throws {
        let disk = try SmallFilesystem(kibibytes: 1024)
        defer { disk.unmount() }
        let store = try FileEventStore(directory: disk.queue, nowMillis: Self.now)
        for number in 0..<1_000 {
            store.append(json: Array("{\"n\":\(number),\"p\":\"\(String(repeating: "x", count: 500))\"}".utf8), createdAtMillis: Self.now)
        }
        #expect(store.stats().held == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: disk.queue + "/events.1.log")
        let size = try #require(attributes[.size] as? Int)
        #expect(size < LogSegment.capacityLimit && size % LogSegment.growthStep == 0, "\(size) bytes")
        store.close()
        let reopened = try FileEventStore(directory: disk.queue, nowMillis: Self.now)
        #expect(reopened.stats().buffered == 1_000)
        #expect(reopened.stats().dropped.total == 0)
    }
}
