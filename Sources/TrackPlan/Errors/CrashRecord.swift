import Foundation

/// A crash record left by `FatalSignalRecorder` in `crash.record` beside the queue, read at the next start and sent
/// as an unhandled `Application Error`.
struct CrashRecord: Sendable, Equatable {
    static let fileName = "crash.record"

    var signal: Int32
    var timestampMillis: Int64
    /// Innermost first, from the frame that received the signal (the recorder's own frames and the signal trampoline
    /// are left out), module paths cut to the file name and absolute addresses left out, so the same crash site
    /// reads the same on every launch.
    var frames: [String]
    /// The trail at the moment of the crash, oldest first.
    var breadcrumbs: [Breadcrumb] = []

    /// Parses a record; nil for an empty file or one that is not a record (a torn write keeps what came before it).
    init?(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == "trackplan-crash 1" || lines.first == "trackplan-crash 2", lines.count >= 3,
            let signal = lines[1].split(separator: " ").last.flatMap({ Int32($0) }), lines[1].hasPrefix("signal "),
            let time = lines[2].split(separator: " ").last.flatMap({ Int64($0) }), lines[2].hasPrefix("time ")
        else { return nil }
        self.signal = signal
        timestampMillis = time
        let framesAt = lines.firstIndex(of: "frames") ?? lines.count
        if lines.count > 3, lines[3] == "breadcrumbs" { breadcrumbs = lines[4..<max(4, framesAt)].compactMap(Self.breadcrumb) }
        let frameLines = lines.dropFirst(framesAt + 1).prefix { $0 != "end" && !$0.isEmpty }
        frames = Self.belowTrampoline(Array(frameLines)).map(Self.stableFrame)
    }

    /// `ms<TAB>category<TAB>message`; nil for a line that is not one (torn by a write in the instant of the crash).
    static func breadcrumb(_ line: String) -> Breadcrumb? {
        let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, let time = Int64(fields[0]) else { return nil }
        return Breadcrumb(category: String(fields[1]), message: String(fields[2]), timestampMillis: time)
    }

    /// The frames after the signal trampoline (`__restore_rt` in libc on Linux, `_sigtramp` on Apple platforms); all
    /// of them when it is not recognised.
    static func belowTrampoline(_ frames: [String]) -> ArraySlice<String> {
        let trampoline = frames.firstIndex { $0.contains("_sigtramp") || $0.contains("__restore_rt") || $0.contains("/libc.so") }
        return frames[(trampoline.map { $0 + 1 } ?? 0)...]
    }

    /// `/usr/bin/app(+0x1f2e)[0x55d0…]` → `app(+0x1f2e)`; Apple's `3 app 0x0000… symbol + 12` keeps its symbol.
    static func stableFrame(_ line: String) -> String {
        var frame = line
        if let bracket = frame.range(of: "[0x", options: .backwards), frame.hasSuffix("]") { frame = String(frame[..<bracket.lowerBound]) }
        if let slash = frame.firstIndex(of: "("), let lastSlash = frame[..<slash].lastIndex(of: "/") {
            frame = String(frame[frame.index(after: lastSlash)...])
        }
        return ErrorFingerprint.stable(frame.trimmingCharacters(in: .whitespaces))
    }

    /// `SIGSEGV`, `SIGABRT`, … (`signal 7` for one without a name here).
    var signalName: String {
        switch signal {
        case SIGABRT: "SIGABRT"
        case SIGBUS: "SIGBUS"
        case SIGFPE: "SIGFPE"
        case SIGILL: "SIGILL"
        case SIGSEGV: "SIGSEGV"
        case SIGTRAP: "SIGTRAP"
        default: "signal \(signal)"
        }
    }

    /// The error event's content: type `SIGILL`, unhandled, fingerprinted like a handled error.
    var captured: CapturedError {
        CapturedError(
            typeName: signalName, message: "the app was terminated by \(signalName) (signal \(signal))", handled: false,
            fingerprint: ErrorFingerprint.of(typeName: signalName, frames: frames), frames: frames, breadcrumbs: breadcrumbs)
    }

    /// The record in `directory`; nil when there is none (or only an empty file). Installing the recorder again
    /// empties the file, once the record's event is queued.
    static func read(from directory: URL) -> CrashRecord? {
        let file = directory.appendingPathComponent(fileName)
        guard let data = try? Data(contentsOf: file), !data.isEmpty else { return nil }
        return CrashRecord(text: String(decoding: data, as: UTF8.self))
    }
}
