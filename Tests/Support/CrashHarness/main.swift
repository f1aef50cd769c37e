import Foundation
@_spi(Generated) import TrackPlan

// The process the crash-safety test kills with SIGKILL, again and again.
//
// `trackplan-crash-harness <storage-dir> <endpoint> <write-key> <first> <count>` tracks `CrashProbe(number:)`
// for first, first+1, …, and after each `track` returns prints one line and flushes stdout: `ack <number>` when the
// event is on disk (the runtime has promised to deliver it, across a kill), `held <number>` when the disk refused it
// and it is kept in memory (delivered only if the process lives), `drop <number>` when it was dropped and counted.
// Batches are small and the flush interval short, so kills land during appends and during POSTs alike; the backlog
// is kept small. After the last event it flushes, prints `dropped <counts>` and `done`, and exits 0.
//
// Environment: TRACKPLAN_HARNESS_BACKLOG=<n> waits while more than n events are buffered (default 200; 0 never
// waits, for runs with the collector down); TRACKPLAN_HARNESS_NO_DRAIN=1 stops without flushing (the queue stays
// on disk for the next run); TRACKPLAN_HARNESS_PII=1 tracks `PIIProbe` (planted personal data) instead;
// TRACKPLAN_HARNESS_FATAL=capture turns on `captureFatalSignals` (the previous run's crash
// is sent), `trap` and `abort` also crash after the last event (an illegal instruction from a Swift runtime trap,
// `abort()`), printing `crashing` first; `overflow` overflows the main thread's stack (SIGSEGV), and `chain`
// installs another reporter's SIGABRT handler before the client starts (it prints `previous handler called`),
// then aborts (FatalModes.swift).
//
// Consent and identity (ConsentScript.swift): TRACKPLAN_HARNESS_CONSENT=1 tracks `Consent Probe` events in the
// `analytics` category instead, and before some numbers withdraws or grants `analytics` (printing
// `consent <true|false>` once `setConsent` returned) or calls `reset()` (printing `reset <anonymous id>`);
// TRACKPLAN_HARNESS_REPORT=1 only starts, prints `state <analytics granted> <anonymous id>` and exits;
// TRACKPLAN_HARNESS_PAUSE_AFTER_CALL=1 pauses 1 s after each of those lines, so a kill lands right after the call.
//
// Sessions: TRACKPLAN_HARNESS_SESSIONS=1 turns sessions on with `Session Started` / `Session Ended`;
// TRACKPLAN_HARNESS_IDLE_TIMEOUT=<seconds> turns them on with that idle timeout (a step script's `idle` step);
// TRACKPLAN_HARNESS_HANG=1 prints `idle` after the last event and waits to be killed, without stopping.
//
// TRACKPLAN_HARNESS_STEPS=<script> runs a script of client calls instead (StepScript.swift), with no automatic
// flushes (only the script's `flush` and `drain`), then exits 0.

/// A hand-written event (the example plan's generated types do not exist yet) carrying its number.
struct CrashProbe: TrackedEvent {
    static let kind = EventKind.track
    static let wireName = "Crash Probe"
    static let consentCategory: String? = nil
    var number: Int
    /// Bytes of padding beyond the usual sentence (`track-big` in a step script).
    var padding = 0

    func validate(into report: inout ValidationReport) {}

    func encodeProperties(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("number")
        writer.integer(number)
        writer.key("padding")
        writer.string("some bytes so a batch spans more than one TCP segment now and then" + String(repeating: "x", count: padding))
        writer.endObject()
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 6, let first = Int(arguments[4]), let count = Int(arguments[5]) else {
    FileHandle.standardError.write(Data("usage: trackplan-crash-harness <dir> <endpoint> <key> <first> <count>\n".utf8))
    exit(2)
}
var options = TrackPlanOptions(writeKey: arguments[3], endpoint: arguments[2], storageDirectory: URL(fileURLWithPath: arguments[1]))
options.batchSize = 5
options.bufferCap = 100_000  // the test checks exactly-once; cap drops are tested elsewhere
let environment = ProcessInfo.processInfo.environment
let backlog = environment["TRACKPLAN_HARNESS_BACKLOG"].flatMap { Int($0) } ?? 200
let drainAtEnd = environment["TRACKPLAN_HARNESS_NO_DRAIN"] != "1"
let trackPII = environment["TRACKPLAN_HARNESS_PII"] == "1"
let fatal = environment["TRACKPLAN_HARNESS_FATAL"]
options.captureFatalSignals = fatal != nil
options.flushPolicies = [.count(5), .interval(0.02)]
options.retry = DeliveryPolicy(retryBase: 0.01, retryCap: 0.05, maxAttempts: 1_000, breakerCooldown: 0.05, breakerMaxCooldown: 0.1)
options.logger = TrackPlanLogger(minimumLevel: .error) { entry in
    FileHandle.standardError.write(Data((entry.description + "\n").utf8))
}
options.consentCategories = .plan(HarnessConsent.self)
let consentScript = environment["TRACKPLAN_HARNESS_CONSENT"] == "1"
let pauseAfterCall = environment["TRACKPLAN_HARNESS_PAUSE_AFTER_CALL"] == "1"
/// After this many events the loop waits until `TRACKPLAN_HARNESS_RESUME_FILE` exists: the test changes the
/// storage at a known point of the run, however fast `track` is.
let pauseAt = environment["TRACKPLAN_HARNESS_PAUSE_AT"].flatMap { Int($0) }
let resumeFile = environment["TRACKPLAN_HARNESS_RESUME_FILE"]
if environment["TRACKPLAN_HARNESS_SESSIONS"] == "1" { options.sessions = SessionOptions(events: .trackedWithoutCategory) }
if let idle = environment["TRACKPLAN_HARNESS_IDLE_TIMEOUT"].flatMap(Double.init) {
    options.sessions = SessionOptions(idleTimeout: idle, events: .trackedWithoutCategory)
}

let steps = environment["TRACKPLAN_HARNESS_STEPS"]
if steps != nil {
    options.flushPolicies = [.manual]
}

if fatal == "chain" { installPreviousReporter() }
let client: TrackPlanClient
do {
    client = try TrackPlanClient.start(options)
} catch {
    FileHandle.standardError.write(Data("start failed: \(error)\n".utf8))
    exit(1)
}

/// One unbuffered `write(2)` per line: a line the test reads was written before the process died.
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

if let steps {
    let finished = DispatchSemaphore(value: 0)
    Task.detached {
        await StepScript.run(steps, client: client, first: first)
        finished.signal()
    }
    finished.wait()
    exit(0)
}

if environment["TRACKPLAN_HARNESS_REPORT"] == "1" {
    say("state \(client.isConsentGranted(HarnessConsent.analytics)) \(client.anonymousId)")
    exit(0)
}

for number in first..<(first + count) {
    let droppedBefore = client.stats().dropped.total
    if consentScript {
        switch ConsentScript.action(before: number) {
        case .setAnalytics(let granted)?:
            client.setConsent([HarnessConsent.analytics: granted])
            say("consent \(granted)")
        case .reset?:
            client.reset()
            say("reset \(client.anonymousId)")
        case nil:
            break
        }
        if pauseAfterCall, ConsentScript.action(before: number) != nil { usleep(1_000_000) }
        client.track(ConsentProbe(number: number))
    } else if trackPII {
        client.track(PIIProbe(number: number))
    } else {
        client.track(CrashProbe(number: number))
    }
    let after = client.stats()
    say(after.dropped.total > droppedBefore ? "drop \(number)" : after.notDurable > 0 ? "held \(number)" : "ack \(number)")
    while backlog > 0 && client.stats().buffered > backlog { usleep(1_000) }  // an app's pace, not a flood
    if number - first + 1 == pauseAt, let resumeFile {
        while !FileManager.default.fileExists(atPath: resumeFile) { usleep(1_000) }
    }
}

if environment["TRACKPLAN_HARNESS_HANG"] == "1" {
    say("idle")
    while true { sleep(60) }
}

/// An index past the end: the Swift runtime traps (an illegal instruction on x86-64 and arm64 Linux).
@inline(never) func outOfRange(_ values: [Int]) -> Int { values[values.count] }

switch fatal {
case "trap":
    say("crashing")
    say("\(outOfRange([1, 2, 3]))")
case "abort", "chain":
    say("crashing")
    abort()
case "overflow":
    say("crashing")
    say("\(exhaustStack(0))")
default:
    break
}

let finished = DispatchSemaphore(value: 0)
Task.detached {  // not on the main actor: the main thread blocks on the semaphore below
    while drainAtEnd && client.stats().buffered + client.stats().pending > 0 {
        await client.flush()
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
    await client.stop()
    finished.signal()
}
finished.wait()
say("dropped \(client.stats().dropped)")
say("done")
exit(0)
