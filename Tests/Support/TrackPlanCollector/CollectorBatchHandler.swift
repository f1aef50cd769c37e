import FlyingFox
import Foundation

extension TrackPlanCollector {
    /// `POST /v1/batch`: fault (if any), auth, size limit, then the ledger.
    func handleBatch(_ request: HTTPRequest) async -> HTTPResponse {
        let body = (try? await request.bodyData) ?? Data()
        let index = record(request, bodySize: body.count)
        let fault = faults.isEmpty ? nil : faults.removeFirst()

        switch fault {
        case .status(let status, let retryAfter)?:
            var headers: HTTPHeaders = [:]
            if let retryAfter { headers[HTTPHeader("Retry-After")] = retryAfter }
            return answer(index, status, headers: headers)
        case .delay(let seconds)?:
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
        case .closeMidResponse?, nil:
            break
        }

        guard request.headers[.authorization] == expectedAuthorization else { return answer(index, 401) }
        if let bodyLimit, body.count > bodyLimit { return answer(index, 413) }
        switch ledger.ingest(body: body, idempotencyKey: request.headers[HTTPHeader("Idempotency-Key")]) {
        case .malformed(let why):
            return answer(index, 400, body: Data(#"{"error":"\#(why)"}"#.utf8))
        case .accepted, .duplicateBatch:
            if fault == .closeMidResponse {
                return TruncatedBody.response(status: .ok, promising: Self.successBody)
            }
            return answer(index, 200)
        }
    }

    private var expectedAuthorization: String {
        "Basic " + Data("\(writeKey):".utf8).base64EncodedString()
    }

    /// Only the truncated answer carries a body. Normal answers have none, so FlyingFox writes each in one
    /// `write(2)`: a header and a body written separately meet Nagle and delayed ACKs (40 ms per request).
    static let successBody = Data(#"{"success":true,"padding":"................................"}"#.utf8)

    func record(_ request: HTTPRequest, bodySize: Int) -> Int {
        var headers: [String: String] = [:]
        for (name, value) in request.headers { headers[name.rawValue.lowercased()] = value }
        requestLog.append(RecordedRequest(method: request.method.rawValue, path: request.path, headers: headers,
                                          bodySize: bodySize, receivedAt: Date(), status: nil))
        return requestLog.count - 1
    }

    func answer(_ index: Int, _ status: Int, headers: HTTPHeaders = [:], body: Data = Data()) -> HTTPResponse {
        requestLog[index].status = status
        var headers = headers
        headers[.contentType] = "application/json"
        return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: "Status \(status)"), headers: headers, body: body)
    }
}
