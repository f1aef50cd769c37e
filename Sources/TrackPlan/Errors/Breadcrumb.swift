/// One thing that happened before an error: an event tracked, a screen shown, or a note the app left with
/// `TrackPlanClient.addBreadcrumb(_:category:)`. Error events carry the most recent ones, oldest first.
public struct Breadcrumb: Sendable, Hashable {
    /// `track`, `screen`, or the app's own category.
    public var category: String
    public var message: String
    public var timestampMillis: Int64

    public init(category: String, message: String, timestampMillis: Int64) {
        self.category = category
        self.message = message
        self.timestampMillis = timestampMillis
    }
}

/// The last `capacity` breadcrumbs, in a ring: recording one is a slot write, never a growing array. A value:
/// `TrackPipeline` keeps it beside the identity, under the lock `track` takes anyway.
struct BreadcrumbRing: Sendable {
    private var slots: [Breadcrumb?]
    private var next = 0
    /// Each breadcrumb also goes to the fatal-signal recorder's trail (`captureFatalSignals`).
    var recordsForCrash = false

    var capacity: Int { slots.count }

    init(capacity: Int) {
        slots = Array(repeating: nil, count: max(capacity, 0))
    }

    mutating func record(_ breadcrumb: Breadcrumb) {
        guard !slots.isEmpty else { return }
        slots[next] = breadcrumb
        next = (next + 1) % slots.count
        if recordsForCrash { FatalSignalRecorder.record(breadcrumb) }
    }

    /// Oldest first.
    var recent: [Breadcrumb] { (slots[next...] + slots[..<next]).compactMap { $0 } }
}
