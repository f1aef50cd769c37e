import Foundation
import Testing

@testable import TrackPlanCollectorServer

@Suite struct MetricsTests {
    @Test func metricsCountMessagesByTypeEventResultAndRuleInPrometheusText() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let batch = [productViewed(), productViewed(price: #""free""#), #"{"type":"identify","userId":"u-1","traits":{}}"#]
        #expect(try await server.post("/v1/batch", json: #"{"batch":[\#(batch.joined(separator: ","))]}"#).status == 200)
        let (status, body, headers) = try await server.send("GET", "/metrics", headers: [:])
        #expect(status == 200)
        #expect(headers["content-type"]?.hasPrefix("text/plain; version=0.0.4") == true)
        let text = String(decoding: body, as: UTF8.self)
        let lines = Set(text.split(separator: "\n").map(String.init))
        #expect(lines.contains(#"trackplan_collector_messages_received_total{type="track"} 2"#))
        #expect(lines.contains(#"trackplan_collector_messages_received_total{type="identify"} 1"#))
        #expect(lines.contains(#"trackplan_collector_messages_validated_total{event="Product Viewed",result="valid"} 1"#))
        #expect(lines.contains(#"trackplan_collector_messages_validated_total{event="Product Viewed",result="invalid"} 1"#))
        #expect(lines.contains { $0.hasPrefix(#"trackplan_collector_problems_total{event="Product Viewed",rule="#) })
        #expect(lines.contains(#"trackplan_collector_request_duration_seconds_count{status="200"} 1"#))
        #expect(lines.contains { $0.hasPrefix(#"trackplan_collector_request_duration_seconds_bucket{status="200",le="0.05"}"#) })
        #expect(lines.contains("trackplan_collector_stored_messages 3.0"))
        #expect(lines.contains("trackplan_collector_forward_queue_messages 0.0"))
    }

    @Test func forwardFailuresAreCounted() async throws {
        let server = try await RunningCollector.start { $0.forward = ForwardOptions(url: "http://127.0.0.1:1") }
        defer { Task { await server.stop() } }
        #expect(try await server.post("/v1/batch", json: #"{"batch":[\#(productViewed())]}"#).status == 200)
        let forwarder = Forwarder(store: server.collector.store, options: server.collector.options.forward!, metrics: server.collector.metrics)
        #expect(await forwarder.forwardOnce() == nil)
        let text = server.collector.metrics.exposition()
        #expect(text.contains(#"trackplan_collector_forward_failures_total{reason="network"} 1"#))
        let (_, body, _) = try await server.send("GET", "/metrics", headers: [:])
        #expect(String(decoding: body, as: UTF8.self).contains("trackplan_collector_forward_queue_messages 1.0"))
    }
}
