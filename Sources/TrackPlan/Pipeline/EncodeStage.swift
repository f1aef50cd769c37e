/// The `encode` stage: writes the envelope once (`EnvelopeEncoder`) and reports what the scrubber replaced.
struct EncodeStage: Sendable {
    /// What the free-text scrubber replaced, and which kinds were logged.
    let scrubbing = PIIScrubReport()

    /// The plan's `hash` actions use the key the `pii` stage put in the draft.
    func process<Event: TrackedEvent>(_ draft: EventDraft<Event>, log: TrackPlanLogger) -> JSONWriter {
        var writer = JSONWriter(unallocated: ())
        process(draft.fields, event: draft.event, into: &writer, log: log)
        return writer
    }

    /// `track`'s form: the stages' `fields` and the event apart (no generic draft is formed), written into `writer`
    /// (replaced; see `EnvelopeEncoder.encode(_:event:into:storage:timestampText:)`).
    /// `storage`: an earlier envelope's bytes to write over (`EnvelopeBuffer`), so the call allocates nothing;
    /// `timestampText`: the timestamp's text, formed by `TimestampCache`.
    func process<Event: TrackedEvent>(
        _ fields: DraftFields, event: Event, into writer: inout JSONWriter, storage: consuming [UInt8] = [],
        timestampText: TimestampCache.Text? = nil, log: TrackPlanLogger
    ) {
        EnvelopeEncoder.encode(fields, event: event, into: &writer, storage: consume storage, timestampText: timestampText)
        var scrubbed = writer.scrubbedPII
        if let additions = fields.additions { scrubbed.add(additions.scrubbed) }
        if scrubbed.total > 0 { scrubbing.record(scrubbed, eventName: Event.wireName, log: log) }
    }
}
