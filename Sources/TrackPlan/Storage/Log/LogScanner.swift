/// Reads one segment of the log: every valid record in order with where it is, and how many damaged stretches
/// were skipped.
///
/// A damaged stretch (bad checksum, impossible length, torn tail) counts once; the scan resumes at the next
/// position that holds a valid frame, so the records on both sides of the damage are kept. The zeros that a
/// preallocated segment ends with are not damage: the scan stops where they begin.
struct LogScan {
    var records: [LogRecord] = []
    /// Byte offset and size of each record in `records`.
    var frames: [(offset: Int, size: Int)] = []
    var corruptStretches = 0
    /// Just past the last valid record: where appending resumes.
    var validEnd = 0
    /// Just past the last non-zero byte: anything between `validEnd` and here is a torn record.
    var dirtyEnd = 0

    init(_ bytes: [UInt8]) {
        dirtyEnd = (bytes.lastIndex { $0 != 0 } ?? -1) + 1
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            var inDamage = false
            while offset < buffer.count {
                if let (record, size) = RecordFrame.read(buffer, at: offset) {
                    records.append(record)
                    frames.append((offset, size))
                    offset += size
                    validEnd = offset
                    inDamage = false
                } else {
                    if offset >= dirtyEnd { break }
                    if !inDamage { corruptStretches += 1 }
                    inDamage = true
                    offset += 1
                }
            }
        }
    }
}
