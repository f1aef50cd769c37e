/// The `encode` stage: writes the envelope once (`EnvelopeEncoder`) and reports what the scrubber replaced.
struct EncodeStage: Sendable {
    /// What the free-text scrubber replaced, and which kinds were logged.
    let scrubbing = PIIScrubReport()

    /// The plan's `hash` actions use the key the `pii` stage put in the draft.
    func process<Event: TrackedEvent>(_ draft: EventDraft<Event>, log: TrackPlanLogger) -> JSONWriter {
        let writer = EnvelopeEncoder.encode(draft, hasher: draft.piiHasher)
        var scrubbed = writer.scrubbedPII
        if let additions = draft.additions { scrubbed.add(additions.scrubbed) }
        if scrubbed.total > 0 { scrubbing.record(scrubbed, eventName: Event.wireName, log: log) }
        return writer
    }
}
