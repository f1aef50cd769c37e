import Foundation

/// One contestant's round, as the child process prints it: `result <contestant> <events> <nanoseconds> <stored>`.
struct RoundResult: Sendable {
    var contestant: Contestant
    var events: Int
    /// From the first measured `track` until every measured event is stored.
    var nanoseconds: UInt64
    /// Events the contestant's storage holds afterwards (warm-up included), counted outside the timed span.
    var stored: Int

    var nanosecondsPerEvent: Double { Double(nanoseconds) / Double(events) }

    var line: String { "result \(contestant.rawValue) \(events) \(nanoseconds) \(stored)" }

    init(contestant: Contestant, events: Int, nanoseconds: UInt64, stored: Int) {
        self.contestant = contestant
        self.events = events
        self.nanoseconds = nanoseconds
        self.stored = stored
    }

    /// Reads the `result` line out of a child's output; nil if there is none.
    init?(output: String) {
        guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("result ") }) else { return nil }
        let fields = line.split(separator: " ")
        guard fields.count == 5, let contestant = Contestant(rawValue: String(fields[1])), let events = Int(fields[2]),
            let nanoseconds = UInt64(fields[3]), let stored = Int(fields[4])
        else { return nil }
        self.init(contestant: contestant, events: events, nanoseconds: nanoseconds, stored: stored)
    }
}

/// Who runs a round.
enum Contestant: String, CaseIterable, Sendable {
    /// `TrackPlanClient.track` of the typed `CheckoutCompleted`, file store: durable when `track` returns.
    case trackplan
    /// Segment's `track(name:properties:)` with a `[String: Any]` of the same 8 properties.
    case segmentDictionary = "segment-dictionary"
    /// Segment's `track(name:properties:)` with an `Encodable` struct of the same 8 properties.
    case segmentCodable = "segment-codable"
}

/// Nanoseconds on the monotonic clock.
func monotonicNanos() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
