import Foundation

/// The envelope's own members after `properties`, written with one append in the usual case:
/// `,"userId":"…","anonymousId":"…","messageId":"…","timestamp":"…","context":` (`userId` only when known).
extension JSONWriter {
    /// Ids longer than this, or that need escaping, are written member by member.
    static let shortId = 64

    mutating func envelopeMembers(userId: String?, anonymousId: String, messageId: UUID, timestamp: TimestampCache.Text) {
        let written = anonymousId.utf8.withContiguousStorageIfAvailable { anonymous in
            guard let userId else { return envelopeMembers(userId: nil, anonymousId: anonymous, messageId: messageId, timestamp: timestamp) }
            return userId.utf8.withContiguousStorageIfAvailable {
                envelopeMembers(userId: $0, anonymousId: anonymous, messageId: messageId, timestamp: timestamp)
            } ?? false
        }
        guard written != true else { return }  // else (a bridged string, a long or escaped id) member by member
        if let userId {
            key(escaped: "userId")
            string(userId)
        }
        key(escaped: "anonymousId")
        string(anonymousId)
        key(escaped: "messageId")
        uuid(messageId)
        key(escaped: "timestamp")
        self.timestamp(timestamp)
        key(escaped: "context")
    }

    /// False, having written nothing, when an id is long or needs escaping.
    private mutating func envelopeMembers(
        userId: UnsafeBufferPointer<UInt8>?, anonymousId: UnsafeBufferPointer<UInt8>, messageId: UUID, timestamp: TimestampCache.Text
    ) -> Bool {
        func fits(_ id: UnsafeBufferPointer<UInt8>) -> Bool { id.count <= Self.shortId && !TextClasses(id).needsEscaping }
        guard fits(anonymousId), userId.map(fits) ?? true else { return false }
        let comma = needsComma
        withUnsafeTemporaryAllocation(byteCount: 2 * Self.shortId + 160, alignment: 8) { buffer in
            var text = StackText(buffer)
            if comma { text.append(",") }
            if let userId {
                text.append(#""userId":"#)
                text.appendQuoted(userId)
                text.append(",")
            }
            text.append(#""anonymousId":"#)
            text.appendQuoted(anonymousId)
            text.append(#","messageId":"#)
            text.appendQuoted(messageId.uuid)
            text.append(#","timestamp":"#)
            text.appendQuoted(timestamp)
            text.append(#","context":"#)
            bytes.append(contentsOf: text.written)
        }
        needsComma = false
        return true
    }
}
