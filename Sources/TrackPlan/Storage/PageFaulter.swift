import Foundation

/// Faults in the pages of mapped segments ahead of their cursors, on a thread of its own, so `track` writes into
/// pages that are already in the page cache and mapped writable. The first write into a fresh page of a shared file
/// mapping is a page fault (a page of the file allocated, zeroed and marked dirty, a few microseconds): without
/// this, one `track` in about every 14 paid for it.
///
/// A segment asks when its cursor comes within `lead` bytes of the pages asked for so far, for the pages up to
/// `window` bytes past the cursor that its file already has (`posix_fallocate`d: never past the end of the file).
/// The thread populates them with `madvise(MADV_POPULATE_WRITE)` (Linux 5.14; on older kernels the call fails and
/// the writes fault as before), which changes no byte, so it may run beside the appends to the same pages. Asking
/// costs `track` a lock and a wake-up about once every 200 events, and no allocation: requests wait in a ring of
/// fixed size, and a request that finds the ring full is dropped (its pages then fault on first write, as before).
/// One thread serves every store of the process; it starts with the first request and then waits for the next.
final class PageFaulter: @unchecked Sendable {
    /// How close the cursor comes to the end of the pages asked for before it asks for more.
    static let lead = 64 << 10
    /// How far past the cursor the pages are asked for: a growth step, so that a segment usually asks once per
    /// growth (about every 400 events of 600 bytes), right after the `posix_fallocate` that already makes that call
    /// slow. Waking the thread costs a call several microseconds on a virtual machine whose other CPU is idle; asked
    /// every 64 KiB, that was one call in 100 and showed as a p99 of 15 us.
    static let window = LogSegment.growthStep
    /// Pages populated per `madvise`, with `mappingLock` held (sealing waits for at most one).
    static let chunk = 64 << 10
    /// `MADV_POPULATE_WRITE` (its Linux value; older C headers do not name it).
    static let populateWrite: Int32 = 23

    static let shared = PageFaulter()
    /// Held while the thread populates a chunk of a segment's mapping, and by `LogSegment.seal` to unmap one: a
    /// mapping is never touched after it is gone. One lock for every segment (a segment costs no allocation for it);
    /// only sealing, once per segment, may wait for it.
    static let mappingLock = NSLock()

    private struct Request {
        let segment: LogSegment
        let start: Int
        let stop: Int
    }

    private let condition = NSCondition()
    private var ring = [Request?](repeating: nil, count: 16)
    private var head = 0
    private var count = 0
    private var started = false
    /// Requests served (for tests: the thread's progress is observable without timing).
    private var served = 0

    /// Asks for the pages `start..<stop` of `segment`'s mapping to be populated.
    func request(_ segment: LogSegment, from start: Int, to stop: Int) {
        condition.lock()
        defer { condition.unlock() }
        if !started {
            started = true
            let thread = Thread { [self] in run() }
            thread.name = "TrackPlan page faulter"
            thread.start()
        }
        guard count < ring.count else { return }
        ring[(head + count) % ring.count] = Request(segment: segment, start: start, stop: stop)
        count += 1
        condition.signal()
    }

    /// How many requests the thread has carried out so far.
    var servedRequests: Int {
        condition.lock()
        defer { condition.unlock() }
        return served
    }

    private func run() {
        while true {
            condition.lock()
            while count == 0 { condition.wait() }
            let request = ring[head]!
            ring[head] = nil
            head = (head + 1) % ring.count
            count -= 1
            condition.unlock()
            request.segment.populate(from: request.start, to: request.stop)
            condition.lock()
            served += 1
            condition.unlock()
        }
    }
}
