import HTTPTypes
import Hummingbird

/// The query API (`Docs/Collector.md`): `GET /api/events`, `GET /api/summary`, `POST /api/reset`,
/// `GET /api/stream` (server-sent events), `GET /healthz` and `GET /metrics` (Prometheus text format).
extension CollectorServer {
    static func addAPIRoutes(to router: Router<CollectorRequestContext>, collector: Collector) {
        router.get("/healthz") { _, _ in
            JSONResponse.ok("{\"status\":\"ok\",\"plan\":\(StoredMessage.quote(collector.plan.index.plan.name))}")
        }
        router.get("/metrics") { _, _ -> Response in
            if let counts = try? await collector.store.forwardCounts() {
                collector.metrics.gauge("trackplan_collector_stored_messages", counts.values.reduce(0, +))
                collector.metrics.gauge("trackplan_collector_forward_queue_messages", counts[.pending] ?? 0)
            }
            return Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: collector.metrics.exposition())))
        }
        router.get("/api/events") { request, _ -> Response in
            let query = request.uri.queryParameters
            let statusText = query.get("status") ?? "all"
            guard let status = StatusFilter(rawValue: statusText) else {
                return JSONResponse.error(IngestError(status: 400, code: "bad_query", message: "status must be valid, invalid or all"))
            }
            let limit = query.get("limit").flatMap { Int($0) } ?? 100
            guard limit > 0 else {
                return JSONResponse.error(IngestError(status: 400, code: "bad_query", message: "limit must be a positive integer"))
            }
            guard let test = TestModeFilter(rawValue: query.get("test") ?? "all") else {
                return JSONResponse.error(IngestError(status: 400, code: "bad_query", message: "test must be all, only or exclude"))
            }
            let events = try await collector.store.events(status: status, event: query.get("event"), limit: min(limit, 10_000))
                .filter(test.keeps)  // among the newest `limit`
            return JSONResponse.ok("{\"events\":[" + events.map(\.json).joined(separator: ",") + "]}")
        }
        router.get("/api/summary") { _, _ in
            JSONResponse.ok(try await collector.store.summary().json)
        }
        router.post("/api/reset") { _, _ -> Response in
            try await collector.store.reset()
            collector.live.publishReset()
            return JSONResponse.ok(JSONResponse.success)
        }
        router.get("/api/stream") { _, _ -> Response in
            let stream = collector.live.subscribe()
            return Response(
                status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
                body: ResponseBody { writer in
                    try await writer.write(ByteBuffer(string: ": connected\n\n"))
                    for await line in stream {
                        let frame: String
                        switch line {
                        case LiveHub.reset: frame = "event: reset\ndata: {}\n\n"
                        case LiveHub.heartbeat: frame = ": heartbeat\n\n"
                        default: frame = "data: \(line)\n\n"
                        }
                        try await writer.write(ByteBuffer(string: frame))
                    }
                    try await writer.finish(nil)
                })
        }
    }
}
