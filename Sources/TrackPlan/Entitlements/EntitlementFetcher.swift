import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `GET {endpoint}/v1/entitlements?userId=…` with the write key as HTTP basic auth (as batches), on an ephemeral
/// session (no cookies, no cache, no credential store). Every failure comes back as an `EntitlementError`.
struct EntitlementFetcher: Sendable {
    let endpoint: URL
    let authorization: String
    let timeout: TimeInterval

    init(endpoint: URL, writeKey: String, timeout: TimeInterval = 30) {
        self.endpoint = endpoint
        authorization = "Basic " + Data("\(writeKey):".utf8).base64EncodedString()
        self.timeout = timeout
    }

    /// The request for `userId`, percent-encoded except for RFC 3986's unreserved characters (so `+`, `&`, `=`
    /// and spaces arrive as they were).
    func request(userId: String) -> URLRequest {
        var components = URLComponents(
            url: endpoint.appendingPathComponent("v1").appendingPathComponent("entitlements"), resolvingAgainstBaseURL: false)!
        components.percentEncodedQuery = "userId=" + (userId.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? "")
        var request = URLRequest(url: components.url!, cachePolicy: .reloadIgnoringLocalAndRemoteCacheData, timeoutInterval: timeout)
        request.httpMethod = "GET"
        request.setValue(authorization, forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    func fetch(userId: String) async -> Result<EntitlementAnswer, EntitlementError> {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout * 2
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.urlCredentialStorage = nil
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        do {
            let (data, response) = try await session.exchange(request(userId: userId))
            guard let http = response as? HTTPURLResponse else {
                return .failure(.network(NetworkFailure(kind: .other, message: "not an HTTP response")))
            }
            guard http.statusCode == 200 else { return .failure(.status(http.statusCode)) }
            return EntitlementAnswer.parse(data).flatMap { answer in
                answer.userId == userId
                    ? .success(answer) : .failure(.malformedResponse("the answer names user '\(answer.userId)', not the one asked for"))
            }
        } catch {
            return .failure(.network(URLSessionTransport.failure(from: error)))
        }
    }
}
