/// A received message with what validation found.
public struct ValidatedMessage: Sendable {
    public var received: ReceivedMessage
    public var problems: [Problem]

    public init(received: ReceivedMessage, problems: [Problem]) {
        self.received = received
        self.problems = problems
    }

    /// Valid when every problem is only a warning (a deprecated event or property still validates).
    public var isValid: Bool { problems.allSatisfy(\.isWarning) }
    public var isUnplanned: Bool { problems.contains { $0.rule == "unplanned-event" } }
}
