import Foundation

/// The envelope's own members after `properties`: `,"userId":"…","anonymousId":"…"` as the identity encoded them
/// once (`Identity.idMembers`), then `,"messageId":"…","timestamp":"…","context":` formed on the stack: two appends.
extension JSONWriter {
    mutating func envelopeMembers(idMembers: [UInt8], messageId: UUID, timestamp: TimestampCache.Text) {
        raw(idMembers)
        withUnsafeTemporaryAllocation(byteCount: 128, alignment: 8) { buffer in
            var text = StackText(buffer)
            text.append(#","messageId":""#)  // the quotes and commas ride with the keys: fewer copies
            text.append(messageId.uuid)
            text.append(#"","timestamp":""#)
            text.append(timestamp)
            text.append(#"","context":"#)
            bytes.append(contentsOf: text.written)
        }
        needsComma = false
    }
}
