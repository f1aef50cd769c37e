/// The `encode` stage: writes the envelope once (`EnvelopeEncoder`) and reports what the scrubber replaced.
struct EncodeStage: Sendable {
    /// What the free-text scrubber replaced, and which kinds were logged.
    let scrubbing = PIIScrubReport()

    /// The plan's `hash` actions use the key the `pii` stage put in the draft.
    func process<Event: TrackedEvent>(_ draft: EventDraft<Event>, log: TrackPlanLogger) -> JSONWriter {
        process(draft, event: draft.event, log: log)
    }

    /// `event` is the draft's event (`track` passes its own copy: the draft's cannot change after it is made), so
    /// the encoder reads no field of the generic draft that needs `EventDraft<Event>`'s metadata.
    /// `storage`: an earlier envelope's bytes to write over (`EnvelopeBuffer`), so the call allocates nothing;
    /// `timestampText`: the timestamp's text, formed by `TimestampCache`.
    func process<Event: TrackedEvent>(
        _ draft: EventDraft<Event>, event: Event, storage: consuming [UInt8] = [], timestampText: TimestampCache.Text? = nil, log: TrackPlanLogger
    ) -> JSONWriter {
        let writer = EnvelopeEncoder.encode(draft, event: event, hasher: draft.piiHasher, storage: consume storage, timestampText: timestampText)
        var scrubbed = writer.scrubbedPII
        if let additions = draft.additions { scrubbed.add(additions.scrubbed) }
        if scrubbed.total > 0 { scrubbing.record(scrubbed, eventName: Event.wireName, log: log) }
        return writer
    }
}
