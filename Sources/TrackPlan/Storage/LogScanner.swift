/// Reads a whole log: every valid record in order, and how many damaged stretches were skipped.
///
/// A damaged stretch (bad checksum, impossible length, torn tail) counts once; the scan resumes at the next
/// position that holds a valid frame, so the records on both sides of the damage are kept.
struct LogScan {
    var records: [LogRecord] = []
    var corruptStretches = 0

    init(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            var inDamage = false
            while offset < buffer.count {
                if let (record, size) = RecordFrame.read(buffer, at: offset) {
                    records.append(record)
                    offset += size
                    inDamage = false
                } else {
                    if !inDamage { corruptStretches += 1 }
                    inDamage = true
                    offset += 1
                }
            }
        }
    }
}
