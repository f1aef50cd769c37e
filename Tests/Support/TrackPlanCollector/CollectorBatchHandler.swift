import Foundation

extension CollectorState {
    /// `POST /v1/batch`: the queued fault (if any), then basic auth, the size limit, and the ledger.
    func handleBatch(_ request: CollectorHTTPRequest) -> CollectorHTTPResponse {
        let (index, fault, bodyLimit) = admit(request)
        let response = respond(to: request, fault: fault, bodyLimit: bodyLimit)
        answered(index, response.cutOffMidBody ? nil : response.status)
        return response
    }

    private func respond(to request: CollectorHTTPRequest, fault: CollectorFault?, bodyLimit: Int?)
        -> CollectorHTTPResponse
    {
        if let answer = answer(for: fault) { return answer }
        guard request.headers["authorization"] == expectedAuthorization else { return .json(401) }
        if let bodyLimit, request.body.count > bodyLimit { return .json(413) }
        switch ingest(request.body, idempotencyKey: request.headers["idempotency-key"]) {
        case .malformed(let why):
            return .json(400, Data(#"{"error":"\#(why)"}"#.utf8))
        case .accepted, .duplicateBatch:
            guard fault == .closeMidResponse else { return .json(200, Self.successBody) }
            var cut = CollectorHTTPResponse.json(200, Self.successBody)
            cut.cutOffMidBody = true
            return cut
        }
    }

    /// The answer a status fault makes; a delay fault waits here (the connection's own thread; nothing else waits).
    func answer(for fault: CollectorFault?) -> CollectorHTTPResponse? {
        switch fault {
        case .status(let status, let retryAfter)?:
            var response = CollectorHTTPResponse.json(status)
            if let retryAfter { response.headers.append(("Retry-After", retryAfter)) }
            return response
        case .delay(let seconds)?:
            Thread.sleep(forTimeInterval: seconds)
            return nil
        case .closeMidResponse?, nil:
            return nil
        }
    }

    var expectedAuthorization: String {
        "Basic " + Data("\(writeKey):".utf8).base64EncodedString()
    }

    static let successBody = Data(#"{"success":true}"#.utf8)
}
