import Foundation

/// The entitlements the collector answers with, per user, as a test or a developer set them through
/// `POST /api/entitlements`. In memory only: a restart forgets them. The answer's shape is the runtime's
/// (Docs/Entitlements.md): `{"userId":…,"entitlements":[{"key":…,"expiresAt":…}]}`.
public final class EntitlementBook: Sendable {
    private let answers = NSLockedDictionary()

    public init() {}

    /// Checks `body` and stores it for the user it names; the error says what is wrong.
    public func set(_ body: Data) throws(IngestError) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            throw Self.bad("the body is not a JSON object")
        }
        guard let userId = object["userId"] as? String, !userId.isEmpty else { throw Self.bad("\"userId\" must be a non-empty string") }
        guard let list = object["entitlements"] as? [Any] else { throw Self.bad("\"entitlements\" must be an array") }
        var entries: [[String: String]] = []
        for (index, item) in list.enumerated() {
            guard let entry = item as? [String: Any], let key = entry["key"] as? String, !key.isEmpty else {
                throw Self.bad("entitlements[\(index)].key must be a non-empty string")
            }
            var normalized = ["key": key]
            switch entry["expiresAt"] {
            case nil, is NSNull: break
            case let text as String where Self.isDateTime(text):
                normalized["expiresAt"] = text
            default: throw Self.bad("entitlements[\(index)].expiresAt must be an RFC 3339 date-time or null")
            }
            entries.append(normalized)
        }
        let answer: [String: Any] = ["userId": userId, "entitlements": entries]
        answers.set(userId, (try? JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys])) ?? Data())
        return userId
    }

    /// The answer for `userId`: what was set, or no entitlements.
    public func answer(for userId: String) -> Data {
        if let stored = answers.get(userId) { return stored }
        let empty: [String: Any] = ["userId": userId, "entitlements": [Any]()]
        return (try? JSONSerialization.data(withJSONObject: empty, options: [.sortedKeys])) ?? Data()
    }

    /// Forgets every answer (`POST /api/reset`).
    public func removeAll() { answers.removeAll() }

    /// RFC 3339 (with or without fractional seconds), as the runtime reads it.
    static func isDateTime(_ text: String) -> Bool {
        (try? Date(text, strategy: Date.ISO8601FormatStyle())) != nil
            || (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))) != nil
    }

    private static func bad(_ message: String) -> IngestError {
        IngestError(status: 400, code: "bad_entitlements", message: message)
    }
}

/// `[String: Data]` behind a lock.
private final class NSLockedDictionary: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Data] = [:]
    func get(_ key: String) -> Data? { lock.withLock { values[key] } }
    func set(_ key: String, _ value: Data) { lock.withLock { values[key] = value } }
    func removeAll() { lock.withLock { values = [:] } }
}
