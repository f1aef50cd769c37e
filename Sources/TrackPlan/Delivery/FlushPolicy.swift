import Foundation

/// When the client sends without being asked. `TrackPlanOptions.flushPolicies` lists the ones in force; any of
/// them firing starts a flush (coalesced: at most one automatic flush is outstanding, none while delivery waits
/// out a backoff or pause). An explicit `flush()` always works, whatever the list says.
///
/// ```swift
/// options.flushPolicies = [.count(50), .interval(30)]  // every 50 events, and every 30 s
/// options.flushPolicies = [.manual]                     // only when the app calls flush()
/// ```
public struct FlushPolicy: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
        case count(Int)
        case interval(TimeInterval)
        case background
        case manual
    }

    let kind: Kind

    /// Flushes each time another `events` events have been queued (counted by queue position, across restarts).
    public static func count(_ events: Int) -> FlushPolicy { FlushPolicy(kind: .count(events)) }

    /// Flushes every `seconds` on the client's clock while it runs.
    public static func interval(_ seconds: TimeInterval) -> FlushPolicy { FlushPolicy(kind: .interval(seconds)) }

    /// Flushes when the app moves to the background (UIKit platforms except watchOS; nothing elsewhere).
    public static let background = FlushPolicy(kind: .background)

    /// No automatic flush: events go out when the app calls `flush()`. Listed alone, it says so explicitly.
    public static let manual = FlushPolicy(kind: .manual)

    /// The default: a full batch's worth of events, every 5 seconds, and on entering the background.
    public static let defaults: [FlushPolicy] = [.count(20), .interval(5), .background]

    public var description: String {
        switch kind {
        case .count(let events): "count(\(events))"
        case .interval(let seconds): "interval(\(seconds))"
        case .background: "background"
        case .manual: "manual"
        }
    }

    /// Why the policy cannot run, if it cannot (`TrackPlanOptions.validated` turns this into `invalid_option`).
    var problem: String? {
        switch kind {
        case .count(let events): events >= 1 ? nil : "count must be at least 1"
        case .interval(let seconds): seconds > 0 && seconds.isFinite ? nil : "interval must be positive"
        case .background, .manual: nil
        }
    }
}

extension [FlushPolicy] {
    /// The smallest `count` listed: `track` triggers a flush when an event's queue position is a multiple of it.
    var countTrigger: UInt64? {
        compactMap { if case .count(let events) = $0.kind { UInt64(events) } else { nil } }.min()
    }

    /// Every `interval` listed, each run by its own timer.
    var intervals: [TimeInterval] {
        compactMap { if case .interval(let seconds) = $0.kind { seconds } else { nil } }
    }

    var flushesInBackground: Bool { contains(.background) }
}
