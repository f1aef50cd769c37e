import Foundation
import FuzzSupport

@testable import TrackPlan

/// The runtime's log after a crash or a bad disk → replay (`FileEventStore`'s init) → draining the queue.
///
/// The first byte picks the mode:
/// - even, raw: the next two bytes (little-endian) are the control file's length, then the control file, then the
///   segment `events.1.log`. Properties: replay and draining end; no sequence is delivered twice, neither in one
///   run nor in a second run on the same directory after the first delivered everything.
/// - odd, damage: the store writes 1-24 events and delivers some, then the rest of the input damages the segment
///   (4 bytes per change: kind, offset high, offset low, value; kinds: xor a byte, cut the file there). Properties:
///   every event not delivered before is, after the restart, either delivered with its exact bytes or counted
///   under a named drop reason; nothing is delivered twice.
@main struct FuzzLogTarget {
    static func main() { FuzzerMain.run(fuzzLog) }
}

func fuzzLog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput(data, size).bytes
    guard bytes.count >= 3 else { return 0 }
    LogDirectory.reset()
    if bytes[0] % 2 == 0 { LogProperties.raw(Array(bytes.dropFirst())) } else { LogProperties.damage(Array(bytes.dropFirst())) }
    return 0
}

/// One directory per fuzzing process, emptied before each input (tmpfs when there is one).
enum LogDirectory {
    static let path: String = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        return "\(base)/trackplan-fuzz-log-\(getpid())"
    }()

    static func reset() {
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    static func write(_ bytes: [UInt8], to name: String) {
        FileManager.default.createFile(atPath: "\(path)/\(name)", contents: Data(bytes))
    }

    static var segments: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasPrefix("events.") }.sorted()
    }
}

enum LogProperties {
    static let now: Int64 = 1_800_000_000_000

    static func raw(_ bytes: [UInt8]) {
        let controlLength = min(Int(bytes[0]) | Int(bytes[1]) << 8, bytes.count - 2)
        let control = Array(bytes[2..<(2 + controlLength)])
        if !control.isEmpty { LogDirectory.write(control, to: "queue.control") }
        LogDirectory.write(Array(bytes[(2 + controlLength)...]), to: "events.1.log")
        var delivered: [UInt64: [UInt8]] = [:]
        for _ in 0..<2 {
            guard let store = try? FileEventStore(directory: LogDirectory.path, nowMillis: now) else { return }
            drain(store, into: &delivered)
            store.close()
        }
    }

    static func damage(_ bytes: [UInt8]) {
        let count = 1 + Int(bytes[0]) % 24
        let deliveredFirst = Int(bytes[1]) % (count + 1)
        var written: [UInt64: [UInt8]] = [:]
        var delivered: [UInt64: [UInt8]] = [:]
        do {
            guard let store = try? FileEventStore(directory: LogDirectory.path, nowMillis: now) else { Property.fail("a new store") }
            for number in 0..<count {
                let json = Array(#"{"n":\#(number),"pad":"\#(String(repeating: "x", count: number * 7 % 50))"}"#.utf8)
                guard let sequence = store.append(json: json, createdAtMillis: now), sequence > 0 else { Property.fail("append") }
                written[sequence] = json
            }
            drain(store, into: &delivered, limit: deliveredFirst)
            store.close()
        }
        let segment = LogDirectory.segments.last.map { "\(LogDirectory.path)/\($0)" }
        if let seeds = ProcessInfo.processInfo.environment["TRACKPLAN_FUZZ_LOG_SEEDS"], let segment { saveRawSeed(segment: segment, in: seeds) }
        if let segment, var file = FileManager.default.contents(atPath: segment).map(Array.init), !file.isEmpty {
            // Changes land in the written part: the segment is preallocated, its tail zeros.
            let written = (file.lastIndex { $0 != 0 } ?? 0) + 1
            for change in stride(from: 2, to: bytes.count - 3, by: 4) {
                let offset = (Int(bytes[change + 1]) << 8 | Int(bytes[change + 2])) % min(written, file.count)
                if bytes[change] % 4 == 3 {
                    file.removeSubrange(offset...)
                    if file.isEmpty { break }
                } else {
                    file[offset] ^= bytes[change + 3] == 0 ? 1 : bytes[change + 3]
                }
            }
            FileManager.default.createFile(atPath: segment, contents: Data(file))
        }
        let before = delivered.count
        guard let store = try? FileEventStore(directory: LogDirectory.path, nowMillis: now) else { Property.fail("reopening the store") }
        drain(store, into: &delivered)
        let dropped = store.stats().dropped
        store.close()
        for (sequence, json) in delivered {
            Property.require(written[sequence] == json, "sequence \(sequence) delivered as \(String(decoding: json, as: UTF8.self))")
        }
        let accounted = delivered.count - before + dropped.total
        Property.require(
            accounted == count - before,
            "\(count) written, \(before) delivered before the damage; after it \(delivered.count - before) delivered and \(dropped) counted")
    }

    /// The directory as the raw mode reads it (control file, then the segment), for seeding that mode with real logs:
    /// `TRACKPLAN_FUZZ_LOG_SEEDS=DIR scripts/fuzz.sh log 0 Fuzz/Seeds/log/damage-*` (Docs/Fuzzing.md).
    static func saveRawSeed(segment: String, in directory: String) {
        let control = FileManager.default.contents(atPath: "\(LogDirectory.path)/queue.control").map(Array.init) ?? []
        var log = FileManager.default.contents(atPath: segment).map(Array.init) ?? []
        log.removeLast(log.count - ((log.lastIndex { $0 != 0 } ?? -1) + 1))  // the preallocated tail: replay reads a short file
        let seed = [0, UInt8(control.count & 0xFF), UInt8(control.count >> 8 & 0xFF)] + control + log
        FileManager.default.createFile(atPath: "\(directory)/raw-\(seed.count)-\(seed.hashValue & 0xFFFF)", contents: Data(seed))
    }

    /// Takes and delivers batches until the queue is empty (or `limit` events); no sequence twice.
    static func drain(_ store: FileEventStore, into delivered: inout [UInt64: [UInt8]], limit: Int = .max) {
        var taken = 0
        var rounds = 0
        while taken < limit, let batch = store.nextBatch(maxCount: min(5, limit - taken), maxBytes: 1 << 20, newKey: { "fuzz-\(rounds)" }) {
            rounds += 1
            Property.require(rounds < 100_000, "the queue does not empty")
            for event in batch.events {
                Property.require(delivered[event.sequence] == nil, "sequence \(event.sequence) delivered twice")
                delivered[event.sequence] = event.json
            }
            taken += batch.events.count
            store.finish(batch, .delivered)
        }
    }
}
