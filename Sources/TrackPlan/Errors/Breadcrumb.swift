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

/// The last `capacity` breadcrumbs, in a ring: recording one is a lock and a slot write, never a growing array.
final class BreadcrumbTrail: Sendable {
    private struct Ring {
        var slots: [Breadcrumb?]
        var next = 0
    }

    private let ring: Locked<Ring>

    init(capacity: Int) {
        ring = Locked(Ring(slots: Array(repeating: nil, count: max(capacity, 0))))
    }

    func record(_ breadcrumb: Breadcrumb) {
        ring.withLock { ring in
            guard !ring.slots.isEmpty else { return }
            ring.slots[ring.next] = breadcrumb
            ring.next = (ring.next + 1) % ring.slots.count
        }
    }

    /// Oldest first.
    func recent() -> [Breadcrumb] {
        ring.withLock { ring in
            (ring.slots[ring.next...] + ring.slots[..<ring.next]).compactMap { $0 }
        }
    }

    func clear() {
        ring.withLock { ring in
            ring.slots = Array(repeating: nil, count: ring.slots.count)
            ring.next = 0
        }
    }
}
