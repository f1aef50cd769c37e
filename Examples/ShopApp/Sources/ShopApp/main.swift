import Foundation
import TrackPlan

// An app's view of TrackPlan: a plain `import TrackPlan` (the generated files beside this one import the runtime's
// `@_spi(Generated)` entry points themselves; apps never need them), the typed events, and the client.

/// Prints each batch instead of posting it, so the example runs without a collector.
struct PrintingTransport: HTTPTransport {
    func send(_ request: BatchRequest) async -> TransportOutcome {
        print("batch: \(String(decoding: request.body, as: UTF8.self))")
        return .response(status: 200, retryAfter: nil)
    }
}

var options = TrackPlanOptions(writeKey: "example-write-key", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
options.flushPolicies = [.manual]  // this example flushes once, at the end
options.transport = PrintingTransport()
options.logger = TrackPlanLogger { entry in print(entry) }
let client = try TrackPlanClient.start(options)

client.track(.orderCompleted(orderId: "o-1", total: 29.99, currency: .usd))
client.track(.orderCompleted(orderId: "x", total: 5, currency: .eur))  // breaks the plan's pattern: rejected and logged
client.track(.orderCompleted(orderId: "o-2", total: 12.5, currency: .eur, coupon: .null))
client.track(.cartScreen())
print("plan \(TrackPlanInfo.name) \(TrackPlanInfo.version), consent categories: \(ConsentCategory.allCases.map(\.rawValue))")
print("client: \(client.stats().buffered) events queued")

await client.flush()
let stats = client.stats()
print("client: \(stats.delivered) delivered, \(stats.dropped.total) dropped (\(stats.dropped))")
await client.stop()
