import Foundation
import TrackPlan
import TrackPlanCollector

/// Starts a collector on an ephemeral 127.0.0.1 port for the duration of `body`, then takes it down.
func withCollector<T: Sendable>(
    writeKey: String = "test-write-key",
    _ body: (TrackPlanCollector) async throws -> T
) async throws -> T {
    let collector = TrackPlanCollector(writeKey: writeKey)
    try await collector.start()
    do {
        let result = try await body(collector)
        await collector.goDown()
        return result
    } catch {
        await collector.goDown()
        throw error
    }
}

/// Events shaped like the runtime stores them: complete JSON objects with a `messageId`.
func sampleEvents(_ ids: some Sequence<Int>, prefix: String = "m") -> [Data] {
    ids.map { Data(#"{"type":"track","event":"Order Completed","messageId":"\#(prefix)\#($0)","properties":{"n":\#($0)}}"#.utf8) }
}

func batchRequest(
    to collector: TrackPlanCollector, events: [Data], key: String = UUID().uuidString, writeKey: String? = nil
) async -> BatchRequest {
    let defaultKey = collector.writeKey
    let builder = BatchRequestBuilder(endpoint: await collector.endpoint, writeKey: writeKey ?? defaultKey)
    return builder.build(events: events, idempotencyKey: key, sentAt: Date())
}
