import Foundation
import HTTPTypes
import Hummingbird

/// Entitlements for the runtime's `refreshEntitlements()` (Docs/Entitlements.md, Docs/Collector.md):
/// - `GET /v1/entitlements?userId=…` (basic auth, as batches) answers what was set for the user, or none;
/// - `POST /api/entitlements` with the answer's JSON sets it for the user it names;
/// - `GET /api/entitlements?userId=…` shows what is set.
extension CollectorServer {
    static func addEntitlementRoutes(to router: Router<CollectorRequestContext>, collector: Collector) {
        router.get("/v1/entitlements") { request, _ -> Response in
            do throws(IngestError) {
                try WriteKeyCheck.admit(
                    WriteKeyCheck.writeKey(fromAuthorization: request.headers[.authorization]), required: collector.options.writeKey)
                return JSONResponse.ok(try answer(request, collector))
            } catch {
                return JSONResponse.error(error)
            }
        }
        router.get("/api/entitlements") { request, _ -> Response in
            do throws(IngestError) {
                return JSONResponse.ok(try answer(request, collector))
            } catch {
                return JSONResponse.error(error)
            }
        }
        router.post("/api/entitlements") { request, _ -> Response in
            var request = request
            guard let body = try? await request.collectBody(upTo: 1 << 20) else {
                return JSONResponse.error(IngestError(status: 413, code: "too_large", message: "entitlements bodies are at most 1 MiB"))
            }
            do throws(IngestError) {
                let userId = try collector.entitlements.set(Data(body.readableBytesView))
                return JSONResponse.ok("{\"success\":true,\"userId\":\(StoredMessage.quote(userId))}")
            } catch {
                return JSONResponse.error(error)
            }
        }
    }

    private static func answer(_ request: Request, _ collector: Collector) throws(IngestError) -> String {
        guard let userId = request.uri.queryParameters.get("userId"), !userId.isEmpty else {
            throw IngestError(status: 400, code: "bad_query", message: "userId is required")
        }
        return String(decoding: collector.entitlements.answer(for: userId), as: UTF8.self)
    }
}
