extension SessionRecord {
    /// The text of `session.json`, keys sorted as `AtomicJSONFile` writes the other state files:
    /// `{"current":{"id":…,"lastActivity":…},"history":{"distinctDays":…,"firstSessionMillis":…,"lastDay":…,`
    /// `"previousSessionSeconds":…,"sessionCount":…},"salt":"…","unannounced":[{"started":{…}},{"ended":{…}}]}`;
    /// absent values are left out. `SessionFile.load()` reads it.
    var json: [UInt8] {
        var writer = JSONWriter(capacity: 256)
        writer.beginObject()
        if let current {
            writer.key(escaped: "current")
            writer.sessionObject(current)
        }
        writer.key(escaped: "history")
        writer.beginObject()
        writer.member(escaped: "distinctDays", integer: history.distinctDays)
        if let first = history.firstSessionMillis { writer.member(escaped: "firstSessionMillis", integer: Int(first)) }
        if let lastDay = history.lastDay { writer.member(escaped: "lastDay", integer: Int(lastDay)) }
        if let previous = history.previousSessionSeconds { writer.member(escaped: "previousSessionSeconds", integer: previous) }
        writer.member(escaped: "sessionCount", integer: history.sessionCount)
        writer.endObject()
        writer.key(escaped: "salt")
        writer.string(String(salt, radix: 16))
        writer.key(escaped: "unannounced")
        writer.beginArray()
        for change in unannounced {
            writer.beginObject()
            switch change {
            case .started(let session):
                writer.key(escaped: "started")
                writer.sessionObject(session)
            case .ended(let session):
                writer.key(escaped: "ended")
                writer.sessionObject(session)
            }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.bytes
    }
}

extension JSONWriter {
    /// `{"id":…,"lastActivity":…}`.
    fileprivate mutating func sessionObject(_ session: Session) {
        beginObject()
        member(escaped: "id", integer: Int(session.id))
        member(escaped: "lastActivity", integer: Int(session.lastActivityMillis))
        endObject()
    }
}
