/// Where an event's record is: a segment number and a byte offset in it, or `held` for an event the store keeps
/// in memory because the disk refused it.
struct LogPosition: Sendable, Hashable {
    var segment: UInt32
    var offset: UInt32

    static let held = LogPosition(segment: .max, offset: 0)

    var isHeld: Bool { segment == .max }
}

/// One event as the queue holds it in memory: 24 bytes, whatever the event's size. The envelope itself stays in
/// the log (or, for a held event, in the queue's held list) and is read back when a batch is formed. The tag
/// (category id and identity generation) fills what was padding, so purges cost no memory per event.
struct QueuedEvent: Sendable, Hashable {
    var sequence: UInt64
    var position: LogPosition
    /// The record's size in the log (frame and fields included): what the disk cap counts.
    var recordSize: UInt32
    /// The consent category's id in the queue's `CategoryTable` (0: none).
    var category: UInt16 = 0
    /// The identity generation the event was tracked under.
    var generation: UInt16 = 0

    /// At most the envelope's size in bytes (what a batch's byte limit counts): exact for an untagged record,
    /// a few bytes over (the tag's) for a tagged one.
    var jsonSize: Int { Int(recordSize) - LogRecord.eventOverhead }
}
