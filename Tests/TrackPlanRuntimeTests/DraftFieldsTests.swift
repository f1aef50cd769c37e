import Foundation
import Testing

@testable import TrackPlan

/// A draft holds the call's settings by one reference, and the stages attach their parts of it: nothing is there
/// before its stage ran, the attached part is the settings' own (not a copy), and a part set directly replaces it.
@Suite struct DraftFieldsTests {
    let settings = CallSettings(
        identity: Identity(anonymousId: "anon-1", userId: "user-1", base: EventContext()),
        piiWriting: PIIWriting(hasher: PIIHasher(key: .random()), scrubs: true))

    @Test func partsAreThereOnlyOnceTheirStageAttachedThem() {
        var draft = DraftFields(messageId: UUID(), timestampMillis: 1, settings: settings)
        #expect(draft.identity == nil)
        #expect(draft.piiHasher == nil)
        #expect(!draft.scrubsPII)
        EnrichmentStage.process(&draft)
        #expect(draft.identity === settings.identity)
        #expect(draft.userId == "user-1")
        PIIStage.process(&draft)
        #expect(draft.piiHasher === settings.piiWriting.hasher)
        #expect(draft.scrubsPII)
    }

    @Test func aPartSetDirectlyReplacesTheSettingsOne() {
        var draft = DraftFields(messageId: UUID(), timestampMillis: 1, settings: settings)
        EnrichmentStage.process(&draft)
        let other = Identity(anonymousId: "anon-2", base: EventContext())
        draft.identity = other
        #expect(draft.identity === other)
        #expect(settings.identity.anonymousId == "anon-1")  // the call's settings are never changed
        draft.identity = nil
        #expect(draft.identity == nil)
        var alone = DraftFields(messageId: UUID(), timestampMillis: 1)
        let hasher = PIIHasher(key: .random())
        alone.piiHasher = hasher
        #expect(alone.piiHasher === hasher)
        #expect(alone.identity == nil)
    }
}
