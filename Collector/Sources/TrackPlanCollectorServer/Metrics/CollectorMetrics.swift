import CoreMetrics
import Prometheus

/// What `/metrics` reports, through swift-metrics into a Prometheus registry of this collector's own (two
/// collectors in one process, as in tests, never share counters). Event labels are planned event names only;
/// others are `(unplanned)` or `(none)`, so a client cannot grow the label set.
public final class CollectorMetrics: Sendable {
    public let registry = PrometheusCollectorRegistry()
    let factory: PrometheusMetricsFactory

    public init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50),
            .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2.5), .seconds(5),
        ]
        self.factory = factory
    }

    /// Counts one request's messages: received by type, valid or invalid by event, problems by event and rule.
    func record(_ messages: [ValidatedMessage]) {
        var received: [String: Int] = [:]
        var results: [Pair: Int] = [:]
        var rules: [Pair: Int] = [:]
        for message in messages {
            received[message.received.type?.rawValue ?? "(unknown)", default: 0] += 1
            let event = message.isUnplanned ? "(unplanned)" : message.received.eventName ?? "(none)"
            results[Pair(event, message.isValid ? "valid" : "invalid"), default: 0] += 1
            for problem in message.problems where !problem.isWarning { rules[Pair(event, problem.rule), default: 0] += 1 }
        }
        for (type, count) in received { counter("trackplan_collector_messages_received_total", [("type", type)]).increment(by: count) }
        for (pair, count) in results {
            counter("trackplan_collector_messages_validated_total", [("event", pair.first), ("result", pair.second)]).increment(by: count)
        }
        for (pair, count) in rules {
            counter("trackplan_collector_problems_total", [("event", pair.first), ("rule", pair.second)]).increment(by: count)
        }
    }

    /// One tracking request's handling time, by answer status.
    func recordRequest(nanoseconds: Int64, status: Int) {
        CoreMetrics.Timer(label: "trackplan_collector_request_duration_seconds", dimensions: [("status", String(status))], factory: factory)
            .recordNanoseconds(nanoseconds)
    }

    func count(_ name: String, _ dimensions: [(String, String)] = [], by amount: Int = 1) {
        counter(name, dimensions).increment(by: amount)
    }

    func gauge(_ name: String, _ value: Int) {
        CoreMetrics.Gauge(label: name, factory: factory).record(value)
    }

    private func counter(_ name: String, _ dimensions: [(String, String)]) -> CoreMetrics.Counter {
        CoreMetrics.Counter(label: name, dimensions: dimensions, factory: factory)
    }

    /// The Prometheus text exposition of everything recorded.
    public func exposition() -> String { registry.emitToString() }

    private struct Pair: Hashable {
        var first: String
        var second: String
        init(_ first: String, _ second: String) {
            self.first = first
            self.second = second
        }
    }
}
