import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// A consent-like stage: drops events whose index is odd.
private struct DropOddIndexes: TrackStage {
    var name: String { "consent" }
    func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict {
        guard let tapped = draft.event as? ButtonTapped, tapped.index % 2 == 1 else { return .proceed }
        return .drop(.invalid)
    }
}

/// An identity-like stage: stamps a user id.
private struct StampUser: TrackStage {
    var name: String { "identity" }
    func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict {
        draft.userId = "user-42"
        return .proceed
    }
}

@Suite(.timeLimit(.minutes(1))) struct ClientStageTests {
    @Test func stagesRunInOrderAfterValidationAndShapeTheEnvelope() async throws {
        let transport = RecordingTransport()
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
        options.logger = .silent
        options.clock = ManualClock()
        options.transport = transport
        options.stages = [DropOddIndexes(), StampUser()]
        let client = try TrackPlanClient.start(options)
        for index in 1...4 { client.track(ButtonTapped(index: index)) }
        client.track(ButtonTapped(index: 6, label: ""))  // validation runs first and rejects it
        await client.flush()
        let events = transport.sentEvents()
        #expect(events.compactMap { ($0["properties"] as? [String: Any])?["index"] as? Int } == [2, 4])
        #expect(events.allSatisfy { $0["userId"] as? String == "user-42" })
        #expect(client.stats().dropped[.invalid] == 3)
    }
}
