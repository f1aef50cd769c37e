import Foundation

/// `/control/...`: the same switches as the Swift API, for a test that drives the collector from another process.
///
/// - `POST /control/faults` with a JSON array of `CollectorFault` values queues them.
/// - `POST /control/body-limit` with `{"bytes": N}` (or `{}` for none) sets the 413 threshold.
/// - `POST /control/behave` clears faults and the limit.
/// - `POST /control/down-for` with `{"seconds": S}` stops listening and comes back up after S seconds.
/// - `GET /control/accepted` returns `{"messageIds":[...],"batchRequests":N,"duplicateBatches":N,"duplicateEvents":N,"forgets":[...]}`.
extension CollectorState {
    /// Answers a control request; `downFor` is set when the caller must take the server down after answering.
    func handleControl(_ request: CollectorHTTPRequest) -> (response: CollectorHTTPResponse, downFor: Double?) {
        switch (request.method, request.path) {
        case ("POST", "/control/faults"):
            guard let faults = try? JSONDecoder().decode([CollectorFault].self, from: request.body) else {
                return (.json(400), nil)
            }
            inject(faults)
        case ("POST", "/control/body-limit"):
            limitBodySize(to: (try? JSONDecoder().decode(BodyLimit.self, from: request.body))?.bytes)
        case ("POST", "/control/behave"):
            behave()
        case ("POST", "/control/down-for"):
            let seconds = (try? JSONDecoder().decode(DownFor.self, from: request.body))?.seconds ?? 1
            return (.json(204), seconds)
        case ("GET", "/control/accepted"):
            return (.json(200, (try? JSONEncoder().encode(summary)) ?? Data()), nil)
        default:
            return (.json(404), nil)
        }
        return (.json(204), nil)
    }

    var summary: CollectorSummary {
        read { ledger, requests in
            CollectorSummary(
                messageIds: ledger.accepted.compactMap(\.messageId),
                batchRequests: requests.filter { $0.path == "/v1/batch" }.count,
                duplicateBatches: ledger.duplicateBatches, duplicateEvents: ledger.duplicateEvents, forgets: forgets.accepted)
        }
    }

    private struct BodyLimit: Codable { var bytes: Int? }
    private struct DownFor: Codable { var seconds: Double }
}

/// What `GET /control/accepted` returns.
public struct CollectorSummary: Codable, Sendable {
    public var messageIds: [String]
    public var batchRequests: Int
    public var duplicateBatches: Int
    public var duplicateEvents: Int
    /// Accepted `POST /v1/forget` requests.
    public var forgets: [ForgetRecord]
}
