import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// Records what the earlier stages had done when the `processors` stage reached it.
private final class StageWitness: EventProcessor, @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [String] = []
    var name: String { "witness" }

    func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict {
        var marks: [String] = []
        if !draft.anonymousId.isEmpty, !draft.context.isEmpty { marks.append("enriched") }
        if draft.additions?.properties.isEmpty == false { marks.append("super_properties") }
        if draft.scrubsPII { marks.append("pii") }
        lock.withLock { seen.append("\(Event.wireName): " + marks.joined(separator: ",")) }
        return .proceed
    }

    var calls: [String] { lock.withLock { seen } }
}

/// The order of the stages is part of the runtime's contract (Docs/Runtime.md draws it): consent before anything is
/// added, PII decided before processors see the event, processors after enrichment and the session, encode once,
/// then store.
@Suite(.timeLimit(.minutes(20))) struct PipelineOrderTests {
    @Test func theStagesRunInThisOrder() {
        #expect(
            TrackPipeline.order.map(\.rawValue) == [
                "validate", "consent", "pii", "super_properties", "enrichment", "session", "processors", "encode", "store",
            ])
        #expect(TrackPipeline.order == PipelineStage.allCases, "every stage runs exactly once, in declaration order")
    }

    @Test func processorsSeeTheWorkOfEveryEarlierStageAndNeverAnInvalidEvent() async throws {
        let witness = StageWitness()
        let transport = RecordingTransport()
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
        options.logger = .silent
        options.clock = ManualClock()
        options.transport = transport
        options.processors = [witness]
        let client = try TrackPlanClient.start(options)
        var superProperties = EventAdditions()
        superProperties.properties = [.init(name: "plan_tier", value: "pro")]
        client.pipeline.replaceSuperProperties(superProperties)
        client.track(ButtonTapped(index: 1))
        client.track(ButtonTapped(index: 2, label: ""))  // rejected by `validate`: the processor never sees it
        await client.flush()
        #expect(witness.calls == ["Button Tapped: enriched,super_properties,pii"])
        let sent = try #require(transport.sentEvents().first?["properties"] as? [String: Any])
        #expect(sent["plan_tier"] as? String == "pro", "super properties are encoded after the processors ran")
        #expect(client.stats().dropped[.invalid] == 1)
    }
}
