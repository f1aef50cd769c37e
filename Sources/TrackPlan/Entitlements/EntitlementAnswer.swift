import Foundation

/// One answer of `GET {endpoint}/v1/entitlements?userId=…`, and the content of the cache file:
///
/// ```json
/// {"userId": "u-1", "entitlements": [{"key": "early_access", "expiresAt": "2026-12-01T00:00:00Z"}, {"key": "free_shipping"}]}
/// ```
///
/// `expiresAt` (RFC 3339, UTC or with an offset, optional fractional seconds) is optional: without it the
/// entitlement holds until the next answer. Keys are kept as the collector spelt them; which of them the plan
/// knows is decided when the answer is applied. Pure: bytes in, value or reason out.
struct EntitlementAnswer: Sendable, Equatable {
    var userId: String
    /// Raw key → the instant (ms since 1970) it stops being active; `Int64.max` when it does not expire.
    var grants: [String: Int64]

    /// Parses the documented JSON; the reason names the first thing that is wrong.
    static func parse(_ data: Data) -> Result<EntitlementAnswer, EntitlementError> {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return .failure(.malformedResponse("the body is not a JSON object"))
        }
        guard let userId = object["userId"] as? String else { return .failure(.malformedResponse("no string \"userId\"")) }
        guard let list = object["entitlements"] as? [Any] else {
            return .failure(.malformedResponse("no array \"entitlements\""))
        }
        var grants: [String: Int64] = [:]
        for (index, item) in list.enumerated() {
            guard let entry = item as? [String: Any], let key = entry["key"] as? String, !key.isEmpty else {
                return .failure(.malformedResponse("entitlements[\(index)] has no string \"key\""))
            }
            var until = Int64.max
            if let expiresAt = entry["expiresAt"], !(expiresAt is NSNull) {
                guard let text = expiresAt as? String, let millis = Self.millis(rfc3339: text) else {
                    return .failure(.malformedResponse("entitlements[\(index)].expiresAt is not an RFC 3339 date-time"))
                }
                until = millis
            }
            grants[key] = max(grants[key] ?? .min, until)  // a key listed twice: the later expiry wins
        }
        return .success(EntitlementAnswer(userId: userId, grants: grants))
    }

    /// The same shape, keys sorted, for the cache file.
    func json() -> Data {
        let entries: [[String: String]] = grants.keys.sorted().map { key in
            var entry = ["key": key]
            if let until = grants[key], until != .max {
                entry["expiresAt"] = UTCDateTime(millisecondsSince1970: until).text
            }
            return entry
        }
        let object: [String: Any] = ["userId": userId, "entitlements": entries]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }

    /// The keys active at `nowMillis`.
    func active(at nowMillis: Int64) -> Set<String> {
        Set(grants.compactMap { $0.value > nowMillis ? $0.key : nil })
    }

    /// The first instant after `nowMillis` at which a key stops being active, or nil when none will.
    func nextExpiry(after nowMillis: Int64) -> Int64? {
        grants.values.filter { $0 > nowMillis && $0 != EntitlementSlot.noExpiry }.min()
    }

    static func millis(rfc3339 text: String) -> Int64? {
        let date =
            (try? Date(text, strategy: Date.ISO8601FormatStyle()))
            ?? (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
        return date.map { Int64(($0.timeIntervalSince1970 * 1000).rounded(.down)) }
    }
}
