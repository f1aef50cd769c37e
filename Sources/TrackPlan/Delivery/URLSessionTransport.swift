import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends batches with `URLSession`: an ephemeral session (no cookies, no cache, no credential store), bounded
/// timeouts, and every failure turned into a `TransportOutcome`.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// `requestTimeout` bounds the wait for each chunk of the answer; `resourceTimeout` the whole exchange.
    public init(requestTimeout: TimeInterval = 30, resourceTimeout: TimeInterval = 60) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = resourceTimeout
        configuration.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCredentialStorage = nil
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    public func send(_ request: BatchRequest) async -> TransportOutcome {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = "POST"
        for header in request.headers {
            urlRequest.setValue(header.value, forHTTPHeaderField: header.name)
        }
        urlRequest.httpBody = request.body
        do {
            let (_, response) = try await session.exchange(urlRequest)
            guard let http = response as? HTTPURLResponse else {
                return .networkError(NetworkFailure(kind: .other, message: "not an HTTP response"))
            }
            return .response(status: http.statusCode, retryAfter: http.value(forHTTPHeaderField: "Retry-After"))
        } catch {
            return .networkError(Self.failure(from: error))
        }
    }

    static func failure(from error: any Error) -> NetworkFailure {
        guard let urlError = error as? URLError else {
            return NetworkFailure(kind: .other, message: String(describing: error))
        }
        let kind: NetworkFailure.Kind =
            switch urlError.code {
            case .timedOut: .timedOut
            case .cannotConnectToHost, .cannotFindHost, .notConnectedToInternet, .dnsLookupFailed: .cannotConnect
            case .networkConnectionLost, .badServerResponse, .zeroByteResource, .cannotParseResponse: .connectionLost
            default: .other
            }
        return NetworkFailure(kind: kind, message: "URLError \(urlError.code.rawValue): \(urlError.localizedDescription)")
    }
}
