/// Size limits as Segment's HTTP Tracking API documents them: 32 KB per message, 500 KB per batch request.
/// Both apply to the decoded (gunzipped) JSON; a gzip body is also refused when it is already over the batch limit.
public struct SegmentLimits: Sendable, Equatable {
    public var messageBytes: Int
    public var requestBytes: Int

    public init(messageBytes: Int = 32 * 1024, requestBytes: Int = 500 * 1024) {
        self.messageBytes = messageBytes
        self.requestBytes = requestBytes
    }
}
