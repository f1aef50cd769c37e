/// What every envelope of one session carries, encoded once per session (and once more when the session's first
/// event has taken the retention figures), so `track` copies bytes instead of writing numbers:
///
/// - `context.sessionId`: the id as RudderStack's and mParticle's SDKs send it (Unix milliseconds of the start);
/// - `context.retention`: the `RetentionFigures` (`SessionOptions.retention` says on which events);
/// - `integrations["Actions Amplitude"].session_id`: where Segment's Amplitude (Actions) destination reads the
///   session id by default; without it Amplitude counts every event of a server-side source as a session of its own.
/// `@unchecked Sendable` for `tailBytes`, a raw buffer written once in `init` and only read after.
final class SessionStamp: @unchecked Sendable {
    let sessionId: Int64
    /// `,"sessionId":…,"retention":{…}`, written just before the context's closing brace.
    let contextTail: [UInt8]
    /// `{"Actions Amplitude":{"session_id":…}}`.
    let integrations: [UInt8]
    /// What an envelope whose context ends its bytes gets in place of the context's `}`: `contextTail`, the `}`,
    /// then `,"integrations":` and `integrations`: one append per event.
    let envelopeTail: [UInt8]
    /// What the stamp adds to an envelope, for sizing its buffer.
    let byteCount: Int
    /// `envelopeTail` in memory the stamp owns and frees: each event copies it without retaining the array.
    private let tailStorage: UnsafeMutableRawBufferPointer
    /// The bytes of `envelopeTail`, valid while the stamp lives.
    var tailBytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(tailStorage) }

    init(sessionId: Int64, retention: RetentionFigures?) {
        self.sessionId = sessionId
        var tail = JSONWriter(capacity: 160)
        tail.needsComma = true
        tail.key(escaped: "sessionId")
        tail.integer(Int(sessionId))
        if let retention { tail.retention(retention) }
        contextTail = tail.bytes
        var integrations = JSONWriter(capacity: 96)
        integrations.beginObject()
        integrations.key(escaped: "Actions Amplitude")
        integrations.beginObject()
        integrations.member(escaped: "session_id", integer: Int(sessionId))
        integrations.endObject()
        integrations.endObject()
        self.integrations = integrations.bytes
        envelopeTail = contextTail + Array(#"},"integrations":"#.utf8) + integrations.bytes
        byteCount = envelopeTail.count
        tailStorage = .allocate(byteCount: envelopeTail.count, alignment: 8)
        tailStorage.copyBytes(from: envelopeTail)
    }

    deinit { tailStorage.deallocate() }
}

extension JSONWriter {
    /// Writes `stamp` into an envelope whose `context` object is the last thing written: its members into the
    /// context, then `integrations` beside it.
    /// Nothing when `stamp` is nil (sessions off).
    mutating func session(_ stamp: SessionStamp?) {
        guard let stamp, bytes.last == UInt8(ascii: "}") else { return }
        bytes.removeLast()
        write(stamp.tailBytes)
        needsComma = true
    }
}
