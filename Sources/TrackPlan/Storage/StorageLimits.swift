/// The bounds the queue keeps, whatever the app does or the network says.
struct StorageLimits: Sendable, Hashable {
    /// Most events held (buffered and pending). Over it, the oldest are dropped.
    var bufferCap: Int
    /// Most bytes of live records in the log. Over it, the oldest are dropped.
    var diskCapBytes: Int
    /// Records older than this when the queue is rehydrated are dropped.
    var maxEventAgeMillis: Int64

    init(bufferCap: Int = 1_000, diskCapBytes: Int = 4 << 20, maxEventAgeMillis: Int64 = 7 * 24 * 3_600_000) {
        self.bufferCap = bufferCap
        self.diskCapBytes = diskCapBytes
        self.maxEventAgeMillis = maxEventAgeMillis
    }
}
