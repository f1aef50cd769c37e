import TrackPlan

/// Stands in for the TrackPlan client's `track(_:)`: validates, then encodes, exactly as the client does.
func track(_ event: some TrackedEvent) {
    var report = ValidationReport()
    event.validate(into: &report)
    var writer = JSONWriter()
    event.encodeProperties(into: &writer)
    print(type(of: event).wireName, String(decoding: writer.bytes, as: UTF8.self), report.isValid ? "valid" : "\(report.issues)")
}

track(.orderCompleted(orderId: "o-1", total: 29.99, currency: .usd))
track(.orderCompleted(orderId: "x", total: 5, currency: .eur, coupon: .null))
track(.cartScreen())
print("plan \(TrackPlanInfo.name) \(TrackPlanInfo.version), consent categories: \(ConsentCategory.allCases.map(\.rawValue))")

// The real client: validated, encoded once and queued (in memory here; give it a directory and the queue
// survives a crash). Nothing listens on this endpoint, so the event simply stays queued until `stop()`.
var options = TrackPlanOptions(writeKey: "example-write-key", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
options.flushPolicies = [.manual]
let client = try TrackPlanClient.start(options)
client.track(.orderCompleted(orderId: "o-2", total: 12.5, currency: .eur))
print("client: \(client.stats().buffered) event queued")
await client.stop()
