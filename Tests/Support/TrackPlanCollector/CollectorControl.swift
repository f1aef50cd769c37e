import FlyingFox
import Foundation

/// `/control/...`: the same switches as the Swift API, for a test that drives the collector from another process.
///
/// - `POST /control/faults` with a JSON array of `CollectorFault` values queues them.
/// - `POST /control/body-limit` with `{"bytes": N}` (or `{}` for none) sets the 413 threshold.
/// - `POST /control/behave` clears faults and the limit.
/// - `POST /control/down-for` with `{"seconds": S}` stops listening and comes back up after S seconds.
/// - `GET /control/accepted` returns `{"messageIds":[...],"batchRequests":N,"duplicateBatches":N,"duplicateEvents":N}`.
extension TrackPlanCollector {
    func handleControl(_ request: HTTPRequest) async -> HTTPResponse {
        let body = (try? await request.bodyData) ?? Data()
        switch (request.method, request.path) {
        case (.POST, "/control/faults"):
            guard let faults = try? JSONDecoder().decode([CollectorFault].self, from: body) else {
                return HTTPResponse(statusCode: .badRequest)
            }
            inject(faults)
        case (.POST, "/control/body-limit"):
            limitBodySize(to: (try? JSONDecoder().decode(BodyLimit.self, from: body))?.bytes)
        case (.POST, "/control/behave"):
            behave()
        case (.POST, "/control/down-for"):
            let seconds = (try? JSONDecoder().decode(DownFor.self, from: body))?.seconds ?? 1
            Task {
                await goDown()
                try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
                try? await comeUp()
            }
        case (.GET, "/control/accepted"):
            let summary = Summary(messageIds: acceptedMessageIds, batchRequests: batchRequests.count,
                                  duplicateBatches: duplicateBatches, duplicateEvents: duplicateEvents)
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"],
                                body: (try? JSONEncoder().encode(summary)) ?? Data())
        default:
            return HTTPResponse(statusCode: .notFound)
        }
        return HTTPResponse(statusCode: .noContent)
    }

    struct BodyLimit: Codable { var bytes: Int? }
    struct DownFor: Codable { var seconds: Double }

    /// What `GET /control/accepted` returns.
    public struct Summary: Codable, Sendable {
        public var messageIds: [String]
        public var batchRequests: Int
        public var duplicateBatches: Int
        public var duplicateEvents: Int
    }
}
