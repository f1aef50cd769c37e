/// The bounds the queue keeps, whatever the app does or the network says. See Docs/Runtime.md for why these
/// defaults.
struct StorageLimits: Sendable, Hashable {
    /// Most events held (buffered and pending). Over it, the oldest are dropped.
    var bufferCap: Int
    /// Most bytes of live records in the log. Over it, the oldest are dropped.
    var diskCapBytes: Int
    /// Records older than this when the queue is rehydrated are dropped.
    var maxEventAgeMillis: Int64
    /// Most events kept in memory only while the disk refuses writes; newer ones are dropped and counted.
    var heldCap: Int
    /// Most envelope bytes kept in memory only while the disk refuses writes.
    var heldBytesCap: Int

    init(
        bufferCap: Int = 100_000, diskCapBytes: Int = 64 << 20, maxEventAgeMillis: Int64 = 7 * 24 * 3_600_000,
        heldCap: Int = 1_000, heldBytesCap: Int = 1 << 20
    ) {
        self.bufferCap = bufferCap
        self.diskCapBytes = diskCapBytes
        self.maxEventAgeMillis = maxEventAgeMillis
        self.heldCap = heldCap
        self.heldBytesCap = heldBytesCap
    }
}
