#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The breadcrumbs a crash record carries: a ring of fixed-size byte slots allocated once, written as each
/// breadcrumb is recorded (one slot, `ms<TAB>category<TAB>message`), so the signal handler only `write(2)`s bytes
/// that are already there. Written under the pipeline's lock; the handler reads without one, so a breadcrumb
/// recorded on another thread in the instant of the crash may come out torn (the record's reader drops a line it
/// cannot parse).
struct CrashBreadcrumbTrail {
    static let slotBytes = 256
    let capacity: Int
    private let bytes: UnsafeMutablePointer<UInt8>
    private let lengths: UnsafeMutablePointer<Int>
    /// How many breadcrumbs were ever recorded; the newest is in slot `(recorded - 1) % capacity`.
    private let recorded: UnsafeMutablePointer<Int>

    init(capacity: Int) {
        self.capacity = max(capacity, 0)
        bytes = .allocate(capacity: max(self.capacity, 1) * Self.slotBytes)
        lengths = .allocate(capacity: max(self.capacity, 1))
        lengths.initialize(repeating: 0, count: max(self.capacity, 1))
        recorded = .allocate(capacity: 1)
        recorded.initialize(to: 0)
    }

    /// Not async-signal-safe (it formats a string): called as the breadcrumb is recorded, never by the handler.
    func record(_ breadcrumb: Breadcrumb) {
        guard capacity > 0 else { return }
        let slot = recorded.pointee % capacity
        let line = "\(breadcrumb.timestampMillis)\t\(Self.field(breadcrumb.category))\t\(Self.field(breadcrumb.message))"
        var length = 0
        let start = bytes + slot * Self.slotBytes
        for byte in line.utf8 where length < Self.slotBytes - 1 {
            start[length] = byte
            length += 1
        }
        start[length] = UInt8(ascii: "\n")
        lengths[slot] = length + 1
        recorded.pointee += 1
    }

    /// Async-signal-safe: the kept breadcrumbs, oldest first, one `write` each.
    func dump(to descriptor: Int32) {
        let count = recorded.pointee
        for index in max(0, count - capacity)..<count {
            let slot = index % capacity
            _ = write(descriptor, bytes + slot * Self.slotBytes, lengths[slot])
        }
    }

    /// Tabs and line breaks become spaces: one breadcrumb, one line of three fields.
    private static func field(_ text: String) -> String {
        String(text.unicodeScalars.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : Character($0) })
    }
}
