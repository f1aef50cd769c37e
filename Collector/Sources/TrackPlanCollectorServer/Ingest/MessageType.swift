/// The Segment call types the collector accepts, one endpoint each plus `/v1/batch`.
public enum MessageType: String, Sendable, CaseIterable {
    case track, identify, screen, page, group, alias
}
