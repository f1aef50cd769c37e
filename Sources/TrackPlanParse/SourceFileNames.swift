import Foundation

/// The display paths of the files read in this process, each numbered once, so that a parsed node names its file
/// with a number: copying, comparing and freeing nodes then touches no reference count for the path.
///
/// Names are written once under a lock into chunks that are never moved, changed or freed, and read without the
/// lock: a number exists only after its name was written, and whoever holds a node holds it through the
/// synchronisation that handed the node over.
enum SourceFileNames {
    private static let chunkSize = 1024
    private static let chunkCount = 4096
    // Written only under `lock`; see above for reads.
    nonisolated(unsafe) private static let chunks: UnsafeMutablePointer<UnsafeMutablePointer<String>?> = {
        let chunks = UnsafeMutablePointer<UnsafeMutablePointer<String>?>.allocate(capacity: chunkCount)
        chunks.initialize(repeating: nil, count: chunkCount)
        return chunks
    }()
    private static let lock = NSLock()
    // Guarded by `lock`.
    nonisolated(unsafe) private static var numbers: [String: UInt32] = [:]

    /// The number of `name`, given on first use.
    static func number(of name: String) -> UInt32 {
        lock.withLock {
            if let number = numbers[name] { return number }
            let number = numbers.count
            precondition(number < chunkSize * chunkCount, "more than \(chunkSize * chunkCount) plan file names in one process")
            if chunks[number / chunkSize] == nil { chunks[number / chunkSize] = .allocate(capacity: chunkSize) }
            (chunks[number / chunkSize]! + number % chunkSize).initialize(to: name)
            numbers[name] = UInt32(number)
            return UInt32(number)
        }
    }

    /// The path numbered `number`.
    static func name(_ number: UInt32) -> String {
        chunks[Int(number) / chunkSize]![Int(number) % chunkSize]
    }
}
