/// Everything `trackplan-collector` is started with.
public struct CollectorOptions: Sendable {
    /// The plan directory (`Schemas`).
    public var planDirectory: String
    /// The SQLite file, or a `postgres://` URL.
    public var storePath: String
    /// What the store keeps (`--retain`, `--retain-count`); everything by default.
    public var retention = RetentionPolicy()
    /// When set, only this write key is accepted (401 otherwise).
    public var writeKey: String?
    public var limits = SegmentLimits()
    public var faults = FaultOptions()
    public var forward: ForwardOptions?
    /// One line per message on standard output, in this style; nil prints nothing.
    public var output: TerminalPrinter.Style?

    public init(planDirectory: String, storePath: String, writeKey: String? = nil, output: TerminalPrinter.Style? = nil) {
        self.planDirectory = planDirectory
        self.storePath = storePath
        self.writeKey = writeKey
        self.output = output
    }
}

/// `--forward URL` and `--forward-invalid`.
public struct ForwardOptions: Sendable {
    /// The upstream's base URL; batches go to `{url}/v1/batch`.
    public var url: String
    /// Forward invalid messages too (default: only valid ones).
    public var includeInvalid: Bool
    /// Seconds between forwarding rounds.
    public var interval: Double

    public init(url: String, includeInvalid: Bool = false, interval: Double = 1) {
        self.url = url
        self.includeInvalid = includeInvalid
        self.interval = interval
    }
}
