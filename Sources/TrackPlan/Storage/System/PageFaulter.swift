import Foundation

/// Faults in the pages of mapped segments ahead of their cursors, on a thread of its own, so `track` writes into
/// pages that are already in the page cache and mapped writable. The first write into a fresh page of a shared file
/// mapping is a page fault (a page of the file allocated, zeroed and marked dirty, a few microseconds): without
/// this, one `track` in about every 14 paid for it.
///
/// A segment asks when its cursor comes within `lead` bytes of the pages asked for so far, for the pages up to
/// `window` bytes past the cursor that its file already has (`posix_fallocate`d: never past the end of the file).
/// The thread reads them into the page cache in one go (`POSIX_FADV_WILLNEED`: the mapping itself is
/// `MADV_RANDOM`, so a fault reads only its own page) and maps them writable with `madvise(MADV_POPULATE_WRITE)`
/// (Linux 5.14; on older kernels the call fails and the writes fault as before); neither changes a byte, so both may
/// run beside the appends to the same pages. Asking costs `track` a lock and a wake-up about once every 1,100
/// events of 700 bytes, and no allocation: requests wait in a ring of fixed size, and a request that finds the
/// ring full is dropped (its pages then fault on first write, as before).
/// One thread serves every store of the process; it starts with the first request and then waits for the next.
///
/// The same thread does the two memory chores of the mapping that no durable step waits for: dropping the pages
/// written before the cursor from the process's memory (`MADV_DONTNEED`, with each request) and unmapping a sealed
/// segment (`munmap`). Both cost `track` tens of microseconds when it made them itself; the bytes are in the page
/// cache either way. A sealed segment's mapping is never touched after its unmapping: the segment gives it up
/// under `mappingLock` first, and the thread serves its jobs in order.
final class PageFaulter: @unchecked Sendable {
    /// How close the cursor comes to the end of the pages asked for before it asks for more: about 370 events of
    /// 700 bytes, time for the thread to wake and get ahead.
    static let lead = 256 << 10
    /// How far past the cursor the pages are asked for. Each request costs the calling `track` a wake-up (10-20 us
    /// on a virtual machine), and the written pages dropped with it cost it a TLB shootdown (about as much): asked
    /// every 192 KiB, those two were a third of `track`'s mean excess over its median. The pages asked for are
    /// resident until written and dropped, so this is about the mapping's resident memory (at most a window ahead
    /// plus a window less `lead` behind).
    static let window = 1 << 20
    /// Pages read and populated at a time, with `mappingLock` held (sealing waits for at most one chunk).
    static let chunk = 64 << 10
    /// `MADV_POPULATE_WRITE` (its Linux value; older C headers do not name it).
    static let populateWrite: Int32 = 23

    static let shared = PageFaulter()
    /// Held while the thread populates a chunk of a segment's mapping or drops its written pages, and by
    /// `LogSegment.seal` to give the mapping up (it is unmapped later, by this thread, after every job that could
    /// touch it): a mapping is never touched after it is gone. One lock for every segment (a segment costs no
    /// allocation for it); only sealing, once per segment, may wait for it.
    static let mappingLock = NSLock()

    private enum Job {
        /// Populate `start..<stop` of the segment's mapping, then drop its pages below `written`.
        case fault(LogSegment, start: Int, stop: Int, written: Int)
        /// Unmap a sealed segment's mapping.
        case unmap(UnsafeMutableRawPointer, count: Int)
    }

    private let condition = NSCondition()
    private var ring = [Job?](repeating: nil, count: 16)
    private var head = 0
    private var count = 0
    private var started = false
    /// Requests served (for tests: the thread's progress is observable without timing).
    private var served = 0

    /// Asks for the pages `start..<stop` of `segment`'s mapping to be populated, then its pages below `written`
    /// dropped from memory. A full ring drops the request (the pages fault on first write, and the next request
    /// drops the written ones).
    func request(_ segment: LogSegment, from start: Int, to stop: Int, releasingBelow written: Int) {
        _ = enqueue(.fault(segment, start: start, stop: stop, written: written))
    }

    /// Unmaps the `count` bytes at `mapping`, which no segment refers to any more: on the thread, or at once when
    /// its ring is full.
    func unmap(_ mapping: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
            if !enqueue(.unmap(mapping, count: count)) { munmap(mapping, count) }
        #endif
    }

    private func enqueue(_ job: Job) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if !started {
            started = true
            let thread = Thread { [self] in run() }
            thread.name = "TrackPlan page faulter"
            thread.start()
        }
        guard count < ring.count else { return false }
        ring[(head + count) % ring.count] = job
        count += 1
        condition.signal()
        return true
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
            let job = ring[head]!
            ring[head] = nil
            head = (head + 1) % ring.count
            count -= 1
            condition.unlock()
            switch job {
            case .fault(let segment, let start, let stop, let written):
                segment.populate(from: start, to: stop)
                segment.release(below: written)
            case .unmap(let mapping, let count):
                #if os(Linux)
                    munmap(mapping, count)
                #endif
            }
            condition.lock()
            served += 1
            condition.unlock()
        }
    }
}
