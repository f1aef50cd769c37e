import Foundation
import TestSupport
import Testing
@_spi(Generated) import TrackPlan
import TrackPlanCollector

/// A hand-written stand-in for a generated `SuperProperties`: `plan_tier` into `properties`, `experiment_group` into
/// `context`.
private struct ProbeSuperProperties: SuperPropertiesPayload {
    var planTier: String
    var experimentGroup: String

    func validate(into report: inout ValidationReport) {}

    func encodeProperties(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.member(escaped: "plan_tier", string: planTier)
        writer.endObject()
    }

    func encodeContext(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.member(escaped: "experiment_group", string: experimentGroup)
        writer.endObject()
    }
}

/// Drops every third probe as `sampled_out`.
private struct SampleEveryThird: EventProcessor {
    var name: String { "sample" }
    func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict {
        guard let probe = draft.event as? ProbeEvent, probe.index % 3 == 0 else { return .proceed }
        return .drop(DropReason(code: "sampled_out"))
    }
}

/// Adds a property and a context member to every event it sees.
private struct AddBucket: EventProcessor {
    var name: String { "bucket" }
    func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict {
        draft.addProperty("ab_bucket", "b")
        draft.addProperty("index", -1)  // the event's own `index` wins
        draft.addContext("campaign", .integer(42))
        return .proceed
    }
}

/// App processors and super properties end to end: what processors drop never reaches the collector and is counted
/// under the processor's own reason; what they add, and the super properties, arrive in `properties` and `context`
/// as the collector parses them.
@Suite(.timeLimit(.minutes(20))) struct ProcessorCollectorTests {
    @Test func processorsAndSuperPropertiesShapeWhatTheCollectorReceives() async throws {
        try await withCollector { collector in
            let harness = try await DeliveryHarness(collector: collector) { $0.processors = [SampleEveryThird(), AddBucket()] }
            harness.client.setSuperProperties(ProbeSuperProperties(planTier: "pro", experimentGroup: "paywall-b"))
            harness.track(1...9)
            await harness.client.flush()
            #expect(await harness.acceptedIndices() == [1, 2, 4, 5, 7, 8])
            #expect(harness.client.stats().dropped[DropReason(code: "sampled_out")] == 3)
            for event in await collector.acceptedEvents {
                let object = try #require(try JSONSerialization.jsonObject(with: event.json) as? [String: Any])
                let properties = try #require(object["properties"] as? [String: Any])
                #expect(properties["ab_bucket"] as? String == "b")
                #expect(properties["plan_tier"] as? String == "pro")
                let context = try #require(object["context"] as? [String: Any])
                #expect(context["campaign"] as? Int == 42)
                #expect(context["experiment_group"] as? String == "paywall-b")
                #expect((context["library"] as? [String: Any])?["name"] as? String == "trackplan-swift")
            }
            await harness.client.stop()
        }
    }
}
