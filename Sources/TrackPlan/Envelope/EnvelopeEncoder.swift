import Foundation

/// Writes the Segment-compatible envelope of one event, once, at `track` time:
///
/// `{"type":"track","event":"…","properties":{…},"userId":"…","anonymousId":"…","messageId":"…",
///   "timestamp":"…","context":{…}}` (`"name"` instead of `"event"` for screens; `userId` only when known).
///
/// The properties come from the event's generated `encodeProperties(into:)`; the context is JSON the client
/// prepared at start, copied in as-is. The draft's additions (super properties, processors) are merged into each.
enum EnvelopeEncoder {
    /// Room reserved up front, so a typical envelope is written without the buffer growing.
    static let capacity = 448

    /// When the `pii` stage says so (`draft.scrubsPII`), string property values have email addresses and card
    /// numbers replaced (see `PIIScrubber`); the envelope's own fields (ids, names, context) are not scanned.
    static func encode<Event: TrackedEvent>(_ draft: EventDraft<Event>, hasher: PIIHasher? = nil) -> JSONWriter {
        var fields = draft.fields
        fields.piiHasher = hasher
        return encode(fields, event: draft.event)
    }

    /// The same, from the stages' fields and the event apart (see `EncodeStage`); the plan's `hash` actions use
    /// `draft.piiHasher`.
    /// `storage`: bytes of an earlier envelope, written over (no allocation when they are not shared and large enough).
    /// `timestampText`: the text of `draft.timestampMillis` when the caller has it (`TimestampCache`).
    static func encode<Event: TrackedEvent>(
        _ draft: DraftFields, event: Event, storage: consuming [UInt8] = [], timestampText: TimestampCache.Text? = nil
    ) -> JSONWriter {
        var writer = JSONWriter(unallocated: ())
        encode(draft, event: event, into: &writer, storage: consume storage, timestampText: timestampText)
        return writer
    }

    /// The same, into `writer`, started over in `storage`: `track` keeps its writer in one
    /// place from the first byte to the store, never copying it (a copy retains and releases each of its references).
    static func encode<Event: TrackedEvent>(
        _ draft: DraftFields, event: Event, into writer: inout JSONWriter, storage: consuming [UInt8], timestampText: TimestampCache.Text?
    ) {
        // Only the event's own parts are written here; the draft's, before and after, by functions that are not
        // generic, so its optional fields are copied and released as their types, not through generic metadata.
        let stamp = Event.planStamp.bytes
        begin(&writer, draft, kind: Event.kind, name: Event.wireName, stampCount: stamp.count, storage: consume storage)
        writer.lending(draft.unretainedHasher) { writer in  // the draft holds the hasher for the whole encoding
            let properties = writer.bytes.count
            event.encodeProperties(into: &writer)
            finish(&writer, draft, propertiesAt: properties, stamp: stamp, timestampText: timestampText)
        }
    }

    /// `{"type":"track","event":"…","properties":` (`"screen"` and `"name"` for a screen), in storage sized for the
    /// fixed fields and properties plus the context and session bytes known now: at most one allocation.
    private static func begin(
        _ writer: inout JSONWriter, _ draft: DraftFields, kind: EventKind, name: String, stampCount: Int, storage: consuming [UInt8]
    ) {
        writer.restart(
            reusing: consume storage,
            // The identity is borrowed: the draft's settings hold it.
            capacity: capacity + stampCount + (draft.unretainedIdentity?.withBorrowed(\.contextBytes.count) ?? 0)
                + (draft.session?.byteCount ?? 0))
        switch kind {  // one append for `{`, the type and the name's key
        case .track: writer.appendASCII(#"{"type":"track","event":"#)
        case .screen: writer.appendASCII(#"{"type":"screen","name":"#)
        }
        writer.string(name)
        writer.key(escaped: "properties")
        writer.scrubsPII = draft.scrubsPII
    }

    /// After the properties (their object at `propertiesAt`): the additions, the ids, the time, the context with the
    /// plan's `stamp` as its last members, and the session, then the envelope's `}`.
    private static func finish(
        _ writer: inout JSONWriter, _ draft: DraftFields, propertiesAt properties: Int, stamp: UnsafeRawBufferPointer,
        timestampText: TimestampCache.Text?
    ) {
        // The identity's bytes are read in place, valid while the draft (whose settings hold the identity) lives.
        let identity = draft.unretainedIdentity
        let idMembers = identity?.withBorrowed(\.idMembersBytes) ?? UnsafeRawBufferPointer(start: nil, count: 0)
        if let additions = draft.additions { writer.merge(additions.properties, intoObjectAt: properties) }
        writer.scrubsPII = false
        if let timestampText, !idMembers.isEmpty {
            writer.envelopeMembers(idMembers: idMembers, messageId: draft.messageId, timestamp: timestampText)
        } else {
            let identity = draft.identity
            if let userId = identity?.userId {
                writer.key(escaped: "userId")
                writer.string(userId)
            }
            writer.key(escaped: "anonymousId")
            writer.string(identity?.anonymousId ?? "")
            writer.key(escaped: "messageId")
            writer.uuid(draft.messageId)
            writer.key(escaped: "timestamp")
            writer.timestamp(millisecondsSince1970: draft.timestampMillis)
            writer.key(escaped: "context")
        }
        let contextBytes = identity?.withBorrowed(\.contextBytes) ?? UnsafeRawBufferPointer(start: nil, count: 0)
        let count = contextBytes.count
        if draft.additions == nil, let tail = draft.session?.tailBytes, count > 0, contextBytes[count - 1] == UInt8(ascii: "}") {
            // The context without its `}`, the stamp, then the session's members, the `}` and `integrations`: one
            // write, the same bytes as the context with the stamp followed by `session(_:)`.
            writer.raw(UnsafeRawBufferPointer(start: contextBytes.baseAddress, count: count - 1), then: stamp, then: tail)
        } else {
            let context = writer.bytes.count
            writer.raw(contextBytes, closingWith: stamp)
            if let additions = draft.additions { writer.merge(additions.context, intoObjectAt: context) }
            writer.session(draft.session)
        }
        writer.endObject()
    }
}
