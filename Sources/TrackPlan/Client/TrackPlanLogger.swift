import Foundation

/// One thing the runtime wants someone to know. `code` is stable (grep for it); `message` is for people.
public struct TrackPlanLogEntry: Sendable, Hashable, CustomStringConvertible {
    public enum Level: Int, Sendable, Hashable, Comparable {
        case debug, info, warning, error
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var level: Level
    public var code: String
    public var message: String

    public var description: String { "[trackplan] \(level) \(code): \(message)" }
}

/// Where the runtime's reports go. The default writes warnings and errors to standard error.
public struct TrackPlanLogger: Sendable {
    public let minimumLevel: TrackPlanLogEntry.Level
    private let sink: @Sendable (TrackPlanLogEntry) -> Void

    public init(minimumLevel: TrackPlanLogEntry.Level = .warning, sink: @escaping @Sendable (TrackPlanLogEntry) -> Void) {
        self.minimumLevel = minimumLevel
        self.sink = sink
    }

    /// Warnings and errors to standard error.
    public static let standardError = TrackPlanLogger { entry in
        FileHandle.standardError.write(Data((entry.description + "\n").utf8))
    }

    /// Drops everything.
    public static let silent = TrackPlanLogger(minimumLevel: .error) { _ in }

    public func report(_ level: TrackPlanLogEntry.Level, _ code: String, _ message: @autoclosure () -> String) {
        guard level >= minimumLevel else { return }
        sink(TrackPlanLogEntry(level: level, code: code, message: message()))
    }
}
