/// Why `refreshEntitlements()` did not update the cache. Each case has a stable `code`; in every case the cache
/// keeps what it had (the last known good answer), so an outage never downgrades a paying user.
public enum EntitlementError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No user id: entitlements belong to a user, so there is nothing to ask for before `identify`.
    case notIdentified
    /// The collector answered with this status (5xx, 401, 404, …).
    case status(Int)
    /// No HTTP answer: refused, reset, timed out.
    case network(NetworkFailure)
    /// The answer was not the documented JSON (Docs/Entitlements.md); `reason` says what was wrong.
    case malformedResponse(String)
    /// The user changed (identify, alias, reset) while the request was in flight: the answer was for the previous
    /// user and was discarded, never applied to the new one.
    case userChanged

    public var code: String {
        switch self {
        case .notIdentified: "entitlements_not_identified"
        case .status: "entitlements_http_status"
        case .network: "entitlements_network"
        case .malformedResponse: "entitlements_malformed_response"
        case .userChanged: "entitlements_user_changed"
        }
    }

    public var description: String {
        switch self {
        case .notIdentified: "\(code): no user id; call identify first"
        case .status(let status): "\(code): the collector answered \(status); the cached entitlements stay"
        case .network(let failure): "\(code): \(failure); the cached entitlements stay"
        case .malformedResponse(let reason): "\(code): \(reason); the cached entitlements stay"
        case .userChanged: "\(code): the user changed while the request was in flight; the answer was discarded"
        }
    }
}
