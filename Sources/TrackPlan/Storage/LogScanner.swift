/// Reads a whole log: every valid record in order, and how many damaged stretches were skipped.
///
/// A damaged stretch (bad checksum, impossible length, torn tail) counts once; the scan resumes at the next
/// position that holds a valid frame, so the records on both sides of the damage are kept. The zeros that a
/// preallocated (memory-mapped) log ends with are not damage: the scan stops where they begin.
struct LogScan {
    var records: [LogRecord] = []
    var corruptStretches = 0

    /// The generations of a log, oldest first, read as one.
    init(files: [[UInt8]]) {
        for file in files {
            let scan = LogScan(file)
            records += scan.records
            corruptStretches += scan.corruptStretches
        }
    }

    init(_ bytes: [UInt8]) {
        let zeroTail = (bytes.lastIndex { $0 != 0 } ?? -1) + 1
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            var inDamage = false
            while offset < buffer.count {
                if let (record, size) = RecordFrame.read(buffer, at: offset) {
                    records.append(record)
                    offset += size
                    inDamage = false
                } else {
                    if offset >= zeroTail { break }
                    if !inDamage { corruptStretches += 1 }
                    inDamage = true
                    offset += 1
                }
            }
        }
    }
}
