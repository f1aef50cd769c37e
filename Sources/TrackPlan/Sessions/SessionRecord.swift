import Foundation

/// What `session.json` holds: the session in progress (with its last recorded activity), the history behind the
/// retention figures, the session changes whose events are not queued yet, and a random per-install salt for the
/// session events' message ids.
struct SessionRecord: Sendable, Hashable {
    var current: Session?
    var history: SessionHistory
    /// Changes decided but whose `Session Started` / `Session Ended` may not be queued yet; announced again at the
    /// next launch (the message ids make a repeat a duplicate a destination drops).
    var unannounced: [SessionChange] = []
    var salt: UInt64 = UInt64.random(in: 1...UInt64.max)

    /// The message id of the event announcing `change`: all 64 bits of the session id, whether it started or
    /// ended, and 56 bits of the salt in a version-8 UUID; the same on every attempt, different across sessions
    /// and installs.
    func messageId(for change: SessionChange) -> UUID {
        let (id, marker): (Int64, UInt8) =
            switch change {
            case .started(let session): (session.id, 0x01)
            case .ended(let session): (session.id, 0x02)
            }
        let value = UInt64(bitPattern: id)
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<6 { bytes[index] = UInt8(truncatingIfNeeded: value >> (56 - 8 * UInt64(index))) }
        bytes[6] = 0x80 | UInt8(truncatingIfNeeded: value >> 12) & 0x0F  // version 8, then id bits 15-12
        bytes[7] = UInt8(truncatingIfNeeded: value >> 4)
        bytes[8] = 0x80 | marker << 4 | UInt8(truncatingIfNeeded: value) & 0x0F  // RFC 9562 variant, kind, id bits 3-0
        for index in 9..<16 { bytes[index] = UInt8(truncatingIfNeeded: salt >> (8 * UInt64(15 - index))) }
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9], bytes[10], bytes[11],
                bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}

/// `session.json` beside the queue, replaced atomically (`AtomicJSONFile`): after `kill -9` at any instant it
/// holds the record before a write or after it. Without a storage directory sessions live as long as the process.
struct SessionFile: Sendable {
    static let fileName = "session.json"
    let directory: URL?

    func load() -> SessionRecord? {
        guard let directory, let object = AtomicJSONFile.read(directory.appendingPathComponent(Self.fileName)) as? [String: Any] else {
            return nil
        }
        let history = object["history"] as? [String: Any] ?? [:]
        return SessionRecord(
            current: Self.session(object["current"]),
            history: SessionHistory(
                sessionCount: history["sessionCount"] as? Int ?? 0, distinctDays: history["distinctDays"] as? Int ?? 0,
                lastDay: (history["lastDay"] as? Int).map(Int64.init), firstSessionMillis: (history["firstSessionMillis"] as? Int).map(Int64.init),
                previousSessionSeconds: history["previousSessionSeconds"] as? Int),
            unannounced: (object["unannounced"] as? [[String: Any]] ?? []).compactMap(Self.change),
            salt: (object["salt"] as? String).flatMap { UInt64($0, radix: 16) } ?? UInt64.random(in: 1...UInt64.max))
    }

    /// Replaces the file; returns the failure, if any (the session still applies in memory). Runs on the calling
    /// thread at most once a second of activity (and at each session change), so the record is written by
    /// `SessionRecord.json` (a few thousand instructions) rather than `JSONSerialization` (about 600,000).
    func save(_ record: SessionRecord) -> (any Error)? {
        guard let directory else { return nil }
        return AtomicJSONFile.write(Data(record.json), to: directory.appendingPathComponent(Self.fileName))
    }

    private static func session(_ value: Any?) -> Session? {
        guard let object = value as? [String: Any], let id = object["id"] as? Int, let last = object["lastActivity"] as? Int else { return nil }
        return Session(id: Int64(id), lastActivityMillis: Int64(max(id, last)))
    }

    private static func change(_ object: [String: Any]) -> SessionChange? {
        if let started = session(object["started"]) { return .started(started) }
        return session(object["ended"]).map(SessionChange.ended)
    }
}
