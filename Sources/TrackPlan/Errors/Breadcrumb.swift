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
    /// A slot: the app's note, or a tracked event's type and time. An event's category and name are read from its
    /// type when the breadcrumbs are (an error event), so `track` copies no strings into the ring.
    private enum Entry: Sendable {
        case note(Breadcrumb)
        case event(any TrackedEvent.Type, timestampMillis: Int64)

        var breadcrumb: Breadcrumb {
            switch self {
            case .note(let breadcrumb): breadcrumb
            case .event(let type, let time): Breadcrumb(category: type.kind.rawValue, message: type.wireName, timestampMillis: time)
            }
        }
    }

    private var slots: [Entry?]
    private var next = 0
    /// Each breadcrumb also goes to the fatal-signal recorder's trail (`captureFatalSignals`).
    var recordsForCrash = false

    var capacity: Int { slots.count }

    init(capacity: Int) {
        slots = Array(repeating: nil, count: max(capacity, 0))
    }

    mutating func record(_ breadcrumb: Breadcrumb) {
        record(.note(breadcrumb))
    }

    /// `track` of an event of type `event` at `timestampMillis`: its category is its kind (`track`, `screen`), its
    /// message its name.
    mutating func record(_ event: any TrackedEvent.Type, timestampMillis: Int64) {
        record(.event(event, timestampMillis: timestampMillis))
    }

    private mutating func record(_ entry: Entry) {
        guard !slots.isEmpty else { return }
        if recordsForCrash { FatalSignalRecorder.record(entry.breadcrumb) }
        slots[next] = entry
        next = next + 1 == slots.count ? 0 : next + 1
    }

    /// Oldest first.
    var recent: [Breadcrumb] { (slots[next...] + slots[..<next]).compactMap { $0?.breadcrumb } }
}
