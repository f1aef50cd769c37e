import Foundation

/// `--retain 7d` and `--retain-count 1000000`: how long and how many messages the store keeps. A message goes when
/// it is older than `maxAge` or when more than `maxCount` newer ones exist; idempotency keys go with the age limit.
public struct RetentionPolicy: Sendable, Equatable {
    public var maxAge: Duration?
    public var maxCount: Int?

    public init(maxAge: Duration? = nil, maxCount: Int? = nil) {
        self.maxAge = maxAge
        self.maxCount = maxCount
    }

    public var keepsEverything: Bool { maxAge == nil && maxCount == nil }

    /// Reads `30m`, `12h`, `7d` or `2w`; nil for anything else (zero and negative included).
    public static func age(_ text: String) -> Duration? {
        guard let unit = text.last, let number = Int(text.dropLast()), number > 0 else { return nil }
        let seconds: Int
        switch unit {
        case "m": seconds = 60
        case "h": seconds = 3600
        case "d": seconds = 86_400
        case "w": seconds = 7 * 86_400
        default: return nil
        }
        let (total, overflow) = number.multipliedReportingOverflow(by: seconds)
        return overflow ? nil : .seconds(total)
    }

    /// The `receivedAt` below which messages are too old at `now`, in the stores' timestamp format.
    func cutoff(now: Date) -> String? {
        maxAge.map { Timestamp.string(now.addingTimeInterval(-Double($0.components.seconds))) }
    }
}
