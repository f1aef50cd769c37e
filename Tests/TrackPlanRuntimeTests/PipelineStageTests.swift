import Foundation
import TestSupport
import Testing

@_spi(Generated) @testable import TrackPlan

/// Each built-in stage alone, on a draft, with nothing else running.
@Suite struct PipelineStageTests {
    let identity = Identity(anonymousId: "anon-1", userId: "user-1", groupId: "team-9", base: EventContext())

    func draft(_ event: ButtonTapped = ButtonTapped(index: 1)) -> EventDraft<ButtonTapped> {
        EventDraft(event: event, messageId: UUID(), timestampMillis: 1_700_000_000_000)
    }

    @Test func validationDropsUnderRejectAndProceedsUnderSendAndReport() {
        var invalid = draft(ButtonTapped(index: 1, label: ""))
        #expect(ValidationStage(policy: .reject).process(&invalid, log: .silent) == .drop(.invalid))
        #expect(invalid.validation.issues.count == 1)
        var reported = draft(ButtonTapped(index: 1, label: ""))
        #expect(ValidationStage(policy: .sendAndReport).process(&reported, log: .silent) == .proceed)
        var valid = draft()
        #expect(ValidationStage(policy: .reject).process(&valid, log: .silent) == .proceed)
    }

    @Test func piiDecidesWhatTheEncoderScrubs() {
        var on = draft()
        PIIStage.process(&on, scrubsPII: true)
        #expect(on.scrubsPII)
        var off = draft()
        PIIStage.process(&off, scrubsPII: false)
        #expect(!off.scrubsPII)
    }

    @Test func superPropertiesAreAddedAsTheyWereSet() {
        var additions = EventAdditions()
        additions.properties = [.init(name: "plan_tier", value: "pro")]
        additions.context = [.init(name: "experiment_group", value: "b")]
        var event = draft()
        SuperPropertiesStage.process(&event, superProperties: additions)
        #expect(event.additions == additions)
    }

    @Test func enrichmentAttachesTheIdentityAndItsContext() {
        var event = draft()
        EnrichmentStage.process(&event, identity: identity)
        #expect(event.userId == "user-1")
        #expect(event.anonymousId == "anon-1")
        #expect(event.context == identity.context)
        #expect(String(decoding: event.context, as: UTF8.self).contains(#""groupId":"team-9""#))
    }

    @Test func processorsRunInOrderAndTheFirstDropEndsTheEvent() {
        let stage = ProcessorsStage(processors: [
            Tag(name: "a"), DropAll(reason: DropReason(code: "sampled_out")), Tag(name: "never"),
        ])
        var event = draft()
        #expect(stage.process(&event, log: .silent) == .drop(DropReason(code: "sampled_out")))
        #expect(event.additions?.properties.map { String(decoding: $0.key, as: UTF8.self) } == [#""a""#])
    }

    @Test func encodeMergesAdditionsAndTheEventKeepsItsOwnValues() throws {
        var event = draft()
        EnrichmentStage.process(&event, identity: identity)
        event.addProperty("index", 99)  // the event has `index`: its own value stays
        event.addProperty("ab_bucket", "b")
        event.addProperty("ab_bucket", "c")  // the first addition of a name wins
        event.addContext("library", "other")  // the context has `library`: left out
        event.addContext("campaign", .integer(7))
        let envelope = try json(EncodeStage().process(event, log: .silent).bytes)
        let properties = try #require(envelope["properties"] as? [String: Any])
        #expect(properties["index"] as? Int == 1)
        #expect(properties["ab_bucket"] as? String == "b")
        let context = try #require(envelope["context"] as? [String: Any])
        #expect(context["campaign"] as? Int == 7)
        #expect((context["library"] as? [String: Any])?["name"] as? String == "trackplan-swift")
    }

    @Test func encodeScrubsAddedPropertiesWhenThePIIStageSaysSo() throws {
        var event = draft()
        EnrichmentStage.process(&event, identity: identity)
        PIIStage.process(&event, scrubsPII: true)
        event.addProperty("note", "write to ann@example.com")
        let stage = EncodeStage()
        let envelope = try json(stage.process(event, log: .silent).bytes)
        #expect((envelope["properties"] as? [String: Any])?["note"] as? String == "write to <email>")
        #expect(stage.scrubbing.replaced.total == 1)
    }

    @Test func storeAppendsAndCountsWhatItRefuses() {
        let store = InMemoryEventStore(limits: StorageLimits(bufferCap: 10, diskCapBytes: 1 << 20, maxEventAgeMillis: 1 << 40))
        let stage = StoreStage(store: store, log: .silent, maxEventBytes: 300)
        var ok = JSONWriter()
        ok.raw(Array(#"{"type":"track"}"#.utf8))
        #expect(stage.append(ok, createdAtMillis: 0, tag: EventTag(), what: "ok") == 1)
        var big = JSONWriter()
        big.string(String(repeating: "x", count: 400))
        #expect(stage.append(big, createdAtMillis: 0, tag: EventTag(), what: "big") == nil)
        var nan = JSONWriter()
        nan.number(.nan)
        #expect(stage.append(nan, createdAtMillis: 0, tag: EventTag(), what: "nan") == nil)
        #expect(store.stats().dropped[.oversized] == 1)
        #expect(store.stats().dropped[.invalid] == 1)
        #expect(store.stats().buffered == 1)
    }

    func json(_ bytes: [UInt8]) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }
}

private struct Tag: EventProcessor {
    let name: String
    func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict {
        draft.addProperty(name, true)
        return .proceed
    }
}

private struct DropAll: EventProcessor {
    let reason: DropReason
    var name: String { "drop_all" }
    func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict { .drop(reason) }
}
