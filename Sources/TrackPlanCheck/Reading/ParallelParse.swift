import Dispatch
import TrackPlanModel
import TrackPlanParse

/// Parses plan files, several at a time when asked to: files are independent until checking starts.
enum ParallelParse {
    static func read(_ files: [PlanSourceFile], with reader: JSONReader, onThreads: Bool) -> [JSONReader.Result] {
        guard onThreads else { return files.map { reader.read($0.bytes, path: $0.path, displayPath: $0.displayPath) } }
        let slots = UnsafeMutableBufferPointer<JSONReader.Result?>.allocate(capacity: files.count)
        slots.initialize(repeating: nil)
        defer { slots.deinitialize().deallocate() }
        // Each iteration writes only its own slot, and concurrentPerform returns after all of them.
        nonisolated(unsafe) let results = slots
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            results[index] = reader.read(file.bytes, path: file.path, displayPath: file.displayPath)
        }
        return slots.map { $0! }
    }
}
