import TrackPlanModel

/// A message as the store keeps it and the API returns it.
public struct StoredMessage: Sendable {
    /// Row id: increases with arrival, so "newest first" is by id.
    public var id: Int64
    public var messageId: String?
    public var type: String?
    public var event: String?
    public var userId: String?
    public var anonymousId: String?
    /// ISO 8601 UTC with milliseconds.
    public var receivedAt: String
    public var valid: Bool
    /// An earlier stored message had the same `messageId`.
    public var duplicate: Bool
    public var writeKey: String?
    public var problems: [Problem]
    /// The message's bytes as sent.
    public var raw: [UInt8]

    /// The object `GET /api/events` lists and the live stream sends (stable field names; tests assert them),
    /// always on one line.
    public var json: String {
        var out = "{\"id\":\(id)"
        out += ",\"messageId\":" + Self.quote(messageId)
        out += ",\"type\":" + Self.quote(type)
        out += ",\"event\":" + Self.quote(event)
        out += ",\"userId\":" + Self.quote(userId)
        out += ",\"anonymousId\":" + Self.quote(anonymousId)
        out += ",\"receivedAt\":" + Self.quote(receivedAt)
        out += ",\"valid\":\(valid),\"duplicate\":\(duplicate)"
        out += ",\"writeKey\":" + Self.quote(writeKey)
        out += ",\"problems\":" + Self.problemsJSON(problems)
        out += ",\"message\":" + Self.oneLine(raw) + "}"
        return out
    }

    /// The message's JSON on one line, for JSON-lines output and server-sent events: line breaks can only be
    /// whitespace between tokens in JSON (never inside strings), so they become spaces.
    static func oneLine(_ raw: [UInt8]) -> String {
        guard raw.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return String(decoding: raw, as: UTF8.self) }
        return String(decoding: raw.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }, as: UTF8.self)
    }

    static func quote(_ text: String?) -> String {
        text.map(JSONStringEscaping.quoted) ?? "null"
    }

    static func problemsJSON(_ problems: [Problem]) -> String {
        "["
            + problems.map { problem in
                "{\"pointer\":\(quote(problem.pointer)),\"rule\":\(quote(problem.rule)),\"message\":\(quote(problem.message)),\"plan\":\(quote(problem.plan)),\"severity\":\(problem.isWarning ? "\"warning\"" : "\"error\"")}"
            }.joined(separator: ",") + "]"
    }
}

extension StoredMessage {
    /// `message` as stored under `id`.
    init(_ message: ValidatedMessage, id: Int64, receivedAt: String, duplicate: Bool, writeKey: String?) {
        let received = message.received
        self.init(
            id: id, messageId: received.messageId, type: received.type?.rawValue, event: received.eventName, userId: received.userId,
            anonymousId: received.anonymousId, receivedAt: receivedAt, valid: message.isValid, duplicate: duplicate, writeKey: writeKey,
            problems: message.problems, raw: received.raw)
    }
}
