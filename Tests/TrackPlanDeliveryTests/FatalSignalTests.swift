import Foundation
import Testing
import TrackPlanCollector

/// A real process crashes on purpose (a Swift runtime trap, `abort()`); the next launch sends the crash as an
/// unhandled `Application Error` that the collector receives, with frames and a fingerprint that is the same for
/// the same crash site on every launch.
@Suite(.timeLimit(.minutes(20))) struct FatalSignalTests {
    struct Crash: Sendable {
        var errorType: String?
        var handled: Bool?
        var fingerprint: String?
        var frames: [String]
        var message: String?
        /// `category message`, oldest first.
        var breadcrumbs: [String]
    }

    func run(_ directory: URL, _ collector: TrackPlanCollector, first: Int, count: Int, fatal: String) async throws
        -> CrashHarnessProcess.Result
    {
        let harness = try CrashHarnessProcess(
            arguments: [directory.path, await collector.endpoint.absoluteString, collector.writeKey, "\(first)", "\(count)"],
            environment: ["TRACKPLAN_HARNESS_FATAL": fatal, "TRACKPLAN_HARNESS_BACKLOG": "0", "SWIFT_BACKTRACE": "enable=no"])
        return await harness.result()
    }

    /// A stack overflow is recorded (the handler runs on the alternate stack), with the breadcrumbs of the events
    /// tracked before it; a handler installed before the client is called, and the process still dies of the signal.
    @Test(arguments: [("overflow", SIGSEGV, "SIGSEGV"), ("chain", SIGABRT, "SIGABRT")])
    func overflowAndChainedHandlersAreRecordedWithBreadcrumbs(mode: String, signal: Int32, name: String) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-fatal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withCollector { collector in
            let crashed = try await run(directory, collector, first: 0, count: 3, fatal: mode)
            #expect(crashed.exitStatus == signal, "the process dies of \(name)")
            #expect(crashed.transcript.contains("previous handler called") == (mode == "chain"), "\(crashed.transcript)")
            let next = try await run(directory, collector, first: 100, count: 0, fatal: "capture")
            #expect(next.finished)
            let received = await crashes(at: collector)
            try #require(received.count == 1, "the crash is recorded and sent once")
            #expect(received[0].errorType == name)
            #expect(received[0].frames.count >= 3)
            #expect(received[0].breadcrumbs.suffix(3) == ["track Crash Probe", "track Crash Probe", "track Crash Probe"])
        }
    }

    func crashes(at collector: TrackPlanCollector) async -> [Crash] {
        await collector.acceptedEvents.filter { $0.name == "Application Error" }.compactMap { event in
            guard let object = try? JSONSerialization.jsonObject(with: event.json) as? [String: Any],
                let properties = object["properties"] as? [String: Any]
            else { return nil }
            return Crash(
                errorType: properties["error_type"] as? String, handled: properties["handled"] as? Bool,
                fingerprint: properties["fingerprint"] as? String, frames: properties["frames"] as? [String] ?? [],
                message: properties["message"] as? String,
                breadcrumbs: (properties["breadcrumbs"] as? [[String: Any]] ?? []).map {
                    "\($0["category"] as? String ?? "?") \($0["message"] as? String ?? "?")"
                })
        }
    }

    @Test(arguments: [("trap", SIGILL, "SIGILL"), ("abort", SIGABRT, "SIGABRT")])
    func aCrashArrivesAtTheCollectorOnTheNextLaunch(mode: String, signal: Int32, name: String) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-fatal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withCollector { collector in
            for round in 0..<2 {
                let crashed = try await run(directory, collector, first: round * 10, count: 3, fatal: mode)
                #expect(crashed.exitStatus == signal, "the process dies of \(name), as without the recorder")
                #expect(!crashed.finished)
                let next = try await run(directory, collector, first: 100 + round, count: 0, fatal: "capture")
                #expect(next.finished, "the next launch starts, sends and drains")
            }
            let received = await crashes(at: collector)
            try #require(received.count == 2, "one error per crash, sent once")
            for crash in received {
                #expect(crash.errorType == name)
                #expect(crash.handled == false)
                #expect(crash.message?.contains(name) == true)
                #expect(crash.frames.count >= 3)
                #expect(crash.frames.allSatisfy { !$0.contains("[0x") }, "no absolute addresses: \(crash.frames)")
                #expect(crash.fingerprint?.count == 16)
            }
            #expect(received[0].fingerprint == received[1].fingerprint, "the same crash site, the same fingerprint on every launch")
            #expect(await collector.acceptedEvents.filter { $0.name == "Crash Probe" }.count == 6, "events before each crash delivered")
        }
    }
}
