/// Test data: a message whose `context.testMode` is true, as the TrackPlan runtime sends from debug builds
/// (`TrackPlanOptions.testMode`). The live page badges such messages, and `GET /api/events?test=` filters them.
extension StoredMessage {
    public var isTest: Bool {
        guard let value = try? JSONParser.parse(raw), case .bool(true)? = value["context"]?["testMode"] else { return false }
        return true
    }
}

/// Which messages `GET /api/events?test=` keeps: `all` (the default), `only` test messages, or `exclude` them.
public enum TestModeFilter: String, Sendable {
    case all, only, exclude

    public func keeps(_ message: StoredMessage) -> Bool {
        switch self {
        case .all: true
        case .only: message.isTest
        case .exclude: !message.isTest
        }
    }
}
