import Foundation

/// The envelope's own members after `properties`: `,"userId":"…","anonymousId":"…"` as the identity encoded them
/// once (`Identity.idMembers`), then `,"messageId":"…","timestamp":"…","context":` formed in place: two reservations.
extension JSONWriter {
    mutating func envelopeMembers(idMembers: UnsafeRawBufferPointer, messageId: UUID, timestamp: TimestampCache.Text) {
        raw(idMembers)
        writeText(atMost: Self.fixedMembersCount) { text in
            text.append(#","messageId":""#)  // the quotes and commas ride with the keys: fewer copies
            text.append(messageId.uuid)
            text.append(#"","timestamp":""#)
            text.append(timestamp)
            text.append(#"","context":"#)
        }
        needsComma = false
    }

    /// The bytes of `,"messageId":"…","timestamp":"…","context":`.
    static let fixedMembersCount = 101
}
