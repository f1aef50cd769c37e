import Foundation
import HTTPTypes
import Hummingbird

/// Segment's HTTP tracking API: `POST /v1/batch` and one endpoint per call type (also their one-letter
/// aliases, as analytics.js uses), with the deliberate faults of `FaultOptions` in front.
extension CollectorServer {
    static func addTrackingRoutes(to router: Router<CollectorRequestContext>, collector: Collector) {
        router.post("/v1/batch") { request, context in await timed(request, context, endpoint: nil, collector) }
        for type in MessageType.allCases {
            router.post("/v1/\(type.rawValue)") { request, context in await timed(request, context, endpoint: type, collector) }
            router.post("/v1/\(type.rawValue.prefix(1))") { request, context in await timed(request, context, endpoint: type, collector) }
        }
    }

    /// `track`, its time recorded in the request latency histogram.
    private static func timed(
        _ request: Request, _ context: CollectorRequestContext, endpoint: MessageType?, _ collector: Collector
    ) async -> Response {
        let start = ContinuousClock.now
        let response = await track(request, context, endpoint: endpoint, collector)
        let elapsed = ContinuousClock.now - start
        collector.metrics.recordRequest(
            nanoseconds: elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000,
            status: response.status.code)
        return response
    }

    private static func track(
        _ request: Request, _ context: CollectorRequestContext, endpoint: MessageType?, _ collector: Collector
    ) async -> Response {
        let faults = collector.options.faults
        if faults.latencySeconds > 0 { try? await Task.sleep(for: .seconds(faults.latencySeconds)) }
        let decision = faults.decide(failDraw: Double.random(in: 0..<1), dropDraw: Double.random(in: 0..<1))
        if case .fail(let status, let retryAfter) = decision {
            var headers: HTTPFields = [:]
            if let retryAfter { headers[.retryAfter] = String(retryAfter) }
            return JSONResponse.error(
                IngestError(status: status, code: "fault_injected", message: "--fail-rate answered \(status)"), headers: headers)
        }
        let limit = collector.options.limits.requestBytes
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
            return JSONResponse.error(BodyDecoder.tooLarge(length, collector.options.limits), headers: [.connection: "close"])
        }
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: limit)
        } catch {
            return JSONResponse.error(BodyDecoder.tooLarge(limit + 1, collector.options.limits), headers: [.connection: "close"])
        }
        let incoming = Collector.Request(
            endpoint: endpoint, body: body, contentType: request.headers[.contentType], contentEncoding: request.headers[.contentEncoding],
            authorization: request.headers[.authorization], idempotencyKey: request.headers[idempotencyKey])
        do {
            _ = try await collector.receive(incoming)
        } catch {
            return JSONResponse.error(error)
        }
        if decision == .serveThenDrop {
            try? await context.channel.close()
            return Response(status: .ok, body: ResponseBody { _ in throw DroppedConnection() })
        }
        return JSONResponse.ok(JSONResponse.success)
    }

    static let idempotencyKey = HTTPField.Name("Idempotency-Key")!

    /// Thrown by a response body to make the server cut the connection (`--drop-connection`).
    struct DroppedConnection: Error {}
}
