import Foundation
import HTTPTypes
import Hummingbird

/// `POST /v1/forget` (what `TrackPlanClient.forget()` sends: basic auth, `Idempotency-Key`,
/// `{"type":"forget","userId":…,"anonymousId":…,"messageId":…,"timestamp":…}`) and `GET /api/forget`, which lists the
/// requests received.
extension CollectorServer {
    static func addForgetRoutes(to router: Router<CollectorRequestContext>, collector: Collector) {
        router.post("/v1/forget") { request, _ -> Response in
            do throws(IngestError) {
                try WriteKeyCheck.admit(
                    WriteKeyCheck.writeKey(fromAuthorization: request.headers[.authorization]), required: collector.options.writeKey)
                var request = request
                guard let body = try? await request.collectBody(upTo: 64 * 1024) else {
                    throw IngestError(status: 413, code: "too_large", message: "a forget request is at most 64 KiB")
                }
                try collector.forgets.record(
                    body: Data(body.readableBytesView), idempotencyKey: request.headers[idempotencyKey], receivedAt: Timestamp.now())
                return JSONResponse.ok(JSONResponse.success)
            } catch {
                return JSONResponse.error(error)
            }
        }
        router.get("/api/forget") { _, _ in JSONResponse.ok(collector.forgets.json) }
    }
}
