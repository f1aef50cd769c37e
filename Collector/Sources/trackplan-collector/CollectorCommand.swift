import ArgumentParser
import Foundation
import Hummingbird
import TrackPlanCollectorServer

/// `trackplan-collector Schemas --port 8787`: a local Segment-compatible collector that validates every
/// message against the plan, stores it in SQLite, and shows it live at `/`.
@main
struct CollectorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trackplan-collector",
        abstract: "A local, plan-validating, Segment-compatible collector with a live web view.",
        discussion: "Point an app's endpoint (or a Segment library's host) at http://HOST:PORT. See Docs/Collector.md.")

    @Argument(help: "The plan directory (with trackplan.json).")
    var plan: String = "Schemas"

    @Option(help: "Address to listen on.") var host = "127.0.0.1"
    @Option(help: "Port to listen on (0 picks a free one).") var port = 8787
    @Option(help: "The message store: a SQLite file, or postgres://user:password@host:port/database (shared by instances).")
    var store = "trackplan-collector.sqlite"
    @Option(help: "Delete messages older than this: 30m, 12h, 7d or 2w.") var retain: String?
    @Option(help: "Keep at most this many messages (the newest).") var retainCount: Int?
    @Option(help: "Accept only this write key (others get 401). Without it any key is accepted and recorded.")
    var writeKey: String?

    @Option(help: "Forward valid messages to this Segment-compatible upstream (base URL).") var forward: String?
    @Flag(help: "Forward invalid messages too.") var forwardInvalid = false

    @Option(help: "Share of tracking requests (0-1) answered with --status instead of being stored.") var failRate = 0.0
    @Option(help: "The status failed requests get.") var status = 503
    @Option(help: "Delay before each tracking request: 2s, 250ms or seconds.") var latency: String?
    @Option(help: "Retry-After seconds sent with failed requests.") var retryAfter: Int?
    @Option(help: "Share of tracking requests (0-1) whose connection is cut after storing.") var dropConnection = 0.0

    @Flag(help: "Print one JSON object per message on standard output.") var json = false
    @Flag(help: "Print nothing per message.") var quiet = false
    @Flag(help: "No colour, even on a terminal.") var noColor = false

    func validate() throws {
        guard (0...1).contains(failRate), (0...1).contains(dropConnection) else { throw ValidationError("rates are between 0 and 1") }
        guard (100...599).contains(status) else { throw ValidationError("--status must be an HTTP status (100-599)") }
        if let latency, Self.seconds(latency) == nil { throw ValidationError("--latency takes 2s, 250ms or a number of seconds") }
        if let retain, RetentionPolicy.age(retain) == nil { throw ValidationError("--retain takes 30m, 12h, 7d or 2w") }
        if let retainCount, retainCount < 1 { throw ValidationError("--retain-count is at least 1") }
    }

    /// The store location without its password.
    static func redacted(_ location: String) -> String {
        guard var components = URLComponents(string: location), components.password != nil else { return location }
        components.password = "***"
        return components.string ?? location
    }

    static func seconds(_ text: String) -> Double? {
        if text.hasSuffix("ms") { return Double(text.dropLast(2)).map { $0 / 1000 } }
        if text.hasSuffix("s") { return Double(text.dropLast()) }
        return Double(text)
    }

    func run() async throws {
        let tty = isatty(STDOUT_FILENO) == 1
        var options = CollectorOptions(
            planDirectory: plan, storePath: store, writeKey: writeKey,
            output: quiet ? nil : json ? .json : .pretty(color: tty && !noColor && ProcessInfo.processInfo.environment["NO_COLOR"] == nil))
        options.faults = FaultOptions(
            failRate: failRate, status: status, latencySeconds: latency.flatMap(Self.seconds) ?? 0, retryAfter: retryAfter,
            dropConnectionRate: dropConnection)
        options.forward = forward.map { ForwardOptions(url: $0, includeInvalid: forwardInvalid) }
        options.retention = RetentionPolicy(maxAge: retain.flatMap(RetentionPolicy.age), maxCount: retainCount)
        let collector: Collector
        do {
            collector = try await Collector(options: options)
        } catch let error as PlanSourceError {
            FileHandle.standardError.write(Data("\(error)\nerror: the plan in '\(plan)' has errors; fix them and start again\n".utf8))
            throw ExitCode(1)
        } catch {
            FileHandle.standardError.write(Data("error: cannot open the store '\(Self.redacted(store))': \(error)\n".utf8))
            throw ExitCode(1)
        }
        let app = CollectorServer.application(collector: collector, host: host, port: port) { [host, plan, store] port in
            let loaded = collector.plan.index.plan
            let line =
                "trackplan-collector: plan \"\(loaded.name)\" \(loaded.version) from \(plan) (\(loaded.events.count) events, "
                + "\(loaded.screens.count) screens); store \(Self.redacted(store)); listening on http://\(host):\(port)\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await app.runService() }
            group.addTask { await PlanWatcher(source: collector.plan).run() }
            group.addTask { await collector.runMaintenance() }
            if let forward = options.forward {
                group.addTask { await Forwarder(store: collector.store, options: forward, metrics: collector.metrics).run() }
            }
            try await group.next()
            group.cancelAll()
        }
    }
}
