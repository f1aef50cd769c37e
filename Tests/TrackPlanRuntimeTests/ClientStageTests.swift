import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// A sampling processor: drops events whose index is odd, under a reason of its own.
private struct DropOddIndexes: EventProcessor {
    var name: String { "sample" }
    func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict {
        guard let tapped = draft.event as? ButtonTapped, tapped.index % 2 == 1 else { return .proceed }
        return .drop(DropReason(code: "sampled_out"))
    }
}

/// An enriching processor: reads the identity the enrichment stage attached and adds it as a property.
private struct CopyUser: EventProcessor {
    var name: String { "copy_user" }
    func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict {
        draft.addProperty("seen_user", .string(draft.userId ?? "none"))
        return .proceed
    }
}

@Suite(.timeLimit(.minutes(20))) struct ClientStageTests {
    @Test func processorsRunInOrderAfterValidationAndShapeTheEnvelope() async throws {
        let transport = RecordingTransport()
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
        options.logger = .silent
        options.clock = ManualClock()
        options.transport = transport
        options.processors = [DropOddIndexes(), CopyUser()]
        let client = try TrackPlanClient.start(options)
        client.identify(userId: "user-42")
        for index in 1...4 { client.track(ButtonTapped(index: index)) }
        client.track(ButtonTapped(index: 6, label: ""))  // validation runs first and rejects it
        await client.flush()
        let events = transport.sentEvents().filter { $0["type"] as? String == "track" }
        #expect(events.compactMap { ($0["properties"] as? [String: Any])?["index"] as? Int } == [2, 4])
        #expect(events.allSatisfy { ($0["properties"] as? [String: Any])?["seen_user"] as? String == "user-42" })
        #expect(client.stats().dropped[DropReason(code: "sampled_out")] == 2)
        #expect(client.stats().dropped[.invalid] == 1)
    }
}
