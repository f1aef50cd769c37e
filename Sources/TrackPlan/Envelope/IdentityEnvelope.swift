import Foundation

/// The envelopes of the identity calls (Segment's spec), written once when the call is made:
///
/// - `{"type":"identify","userId":…,"traits":{…},"anonymousId":…,"messageId":…,"timestamp":…,"context":{…}}`
/// - `{"type":"group","groupId":…,"traits":{…},"userId":…,"anonymousId":…,…}` (`userId` only when known)
/// - `{"type":"alias","previousId":…,"userId":…,"anonymousId":…,…}`
enum IdentityEnvelope {
    /// `pii` decides how the traits treat personal data (the key of `hash` actions, the free-text scrubber); the
    /// envelope's own fields (ids, context) are not scanned.
    static func identify(
        _ traits: some TraitsPayload, identity: Identity, messageId: UUID, timestampMillis: Int64, pii: PIIWriting? = nil
    ) -> JSONWriter {
        var writer = begin("identify")
        writer.piiHasher = pii?.hasher
        writer.key(escaped: "userId")
        writer.string(identity.userId ?? "")
        return withTraits(writer, traits, pii: pii, identity: identity, messageId: messageId, timestampMillis: timestampMillis, userId: false)
    }

    static func group(
        _ traits: some TraitsPayload, identity: Identity, messageId: UUID, timestampMillis: Int64, pii: PIIWriting? = nil
    ) -> JSONWriter {
        var writer = begin("group")
        writer.piiHasher = pii?.hasher
        writer.key(escaped: "groupId")
        writer.string(identity.groupId ?? "")
        return withTraits(writer, traits, pii: pii, identity: identity, messageId: messageId, timestampMillis: timestampMillis, userId: true)
    }

    static func alias(previousId: String, identity: Identity, messageId: UUID, timestampMillis: Int64) -> JSONWriter {
        var writer = begin("alias")
        writer.key(escaped: "previousId")
        writer.string(previousId)
        writer.key(escaped: "userId")
        writer.string(identity.userId ?? "")
        return finish(writer, identity: identity, messageId: messageId, timestampMillis: timestampMillis, userId: false)
    }

    private static func begin(_ type: StaticString) -> JSONWriter {
        var writer = JSONWriter(capacity: EnvelopeEncoder.capacity)
        writer.beginObject()
        writer.key(escaped: "type")
        writer.string(escaped: type)
        return writer
    }

    private static func withTraits(
        _ writer: JSONWriter, _ traits: some TraitsPayload, pii: PIIWriting?, identity: Identity, messageId: UUID, timestampMillis: Int64,
        userId: Bool
    ) -> JSONWriter {
        var writer = writer
        writer.key(escaped: "traits")
        writer.scrubsPII = pii?.scrubs ?? false
        traits.encodeTraits(into: &writer)
        writer.scrubsPII = false
        return finish(writer, identity: identity, messageId: messageId, timestampMillis: timestampMillis, userId: userId)
    }

    private static func finish(_ writer: JSONWriter, identity: Identity, messageId: UUID, timestampMillis: Int64, userId: Bool) -> JSONWriter {
        var writer = writer
        if userId, let id = identity.userId {
            writer.key(escaped: "userId")
            writer.string(id)
        }
        writer.key(escaped: "anonymousId")
        writer.string(identity.anonymousId)
        writer.key(escaped: "messageId")
        writer.uuid(messageId)
        writer.key(escaped: "timestamp")
        writer.timestamp(millisecondsSince1970: timestampMillis)
        writer.key(escaped: "context")
        writer.raw(identity.context)
        writer.endObject()
        return writer
    }
}

/// Traits for a call made without any: `{}`.
struct NoTraits: IdentifyTraitsPayload, GroupTraitsPayload {
    func validate(into report: inout ValidationReport) {}
    func encodeTraits(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.endObject()
    }
}
