import Foundation
import HTTPTypes
import Hummingbird

/// `POST /v1/forget` (what `TrackPlanClient.forget()` sends: basic auth, `Idempotency-Key`,
/// `{"type":"forget","userId":…,"anonymousId":…,"messageId":…,"timestamp":…}`): answered 200 once the request is
/// stored and the user's messages erased. `GET /api/forget` lists the requests received.
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
                let forget = try ForgetRequest(
                    body: Data(body.readableBytesView), idempotencyKey: request.headers[idempotencyKey], receivedAt: Timestamp.now())
                let outcome: ForgetOutcome
                do {
                    outcome = try await collector.store.forget(forget)
                } catch {
                    throw IngestError.storeUnavailable(error)
                }
                if outcome.recorded { collector.metrics.count("trackplan_collector_forget_erased_total", by: outcome.erased) }
                return JSONResponse.ok("{\"success\":true,\"recorded\":\(outcome.recorded),\"erased\":\(outcome.erased)}")
            } catch {
                return JSONResponse.error(error)
            }
        }
        router.get("/api/forget") { _, _ in JSONResponse.ok(ForgetRequest.listJSON(try await collector.store.forgetRequests())) }
    }
}
