/// One message taken out of a request: its parsed value and the exact bytes it was sent as.
public struct ReceivedMessage: Sendable {
    public var value: JSONValue
    /// The message's own bytes (for a batch, its element's span), stored as sent.
    public var raw: [UInt8]
    /// `type`, from the endpoint for single calls, else from the message (nil when missing or unknown).
    public var type: MessageType?

    public var messageId: String? { value["messageId"]?.stringValue }
    public var userId: String? { Self.identifier(value["userId"]) }
    public var anonymousId: String? { Self.identifier(value["anonymousId"]) }

    /// The event name shown and filtered on: `event` for track, `name` for screen and page, else nil.
    public var eventName: String? {
        switch type {
        case .track: return value["event"]?.stringValue
        case .screen, .page: return value["name"]?.stringValue
        default: return nil
        }
    }

    /// Segment accepts numeric ids and turns them into strings.
    private static func identifier(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let text)?: return text
        case .number(let number)?: return number.rounded() == number ? String(Int64(number)) : String(number)
        default: return nil
        }
    }
}
