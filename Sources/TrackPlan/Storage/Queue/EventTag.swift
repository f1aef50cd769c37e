/// What the store knows about an event besides its bytes, so it can purge queued events without parsing them:
/// the event's consent category (withdrawing it purges them) and the identity generation it was tracked under
/// (`forget()` purges the current generation). Written into the event's log record, so it survives a restart.
struct EventTag: Sendable, Hashable {
    /// The consent category the event belongs to; nil for events without one (and identity calls).
    var category: String?
    /// The identity generation: raised by `reset()`, `forget()` and a switch to another user id.
    var generation: UInt16

    init(category: String? = nil, generation: UInt16 = 0) {
        self.category = category
        self.generation = generation
    }

    /// No category, generation 0: written in the original event record format.
    static let none = EventTag()

    /// Whether this is `none`, read from the fields (comparing with `none` would reach the lazily made global and
    /// compare strings, on every append).
    @inline(__always) var isNone: Bool { category == nil && generation == 0 }
}

/// Which queued events a purge removes.
enum PurgeMatcher: Sendable, Hashable {
    /// Events of this consent category (consent withdrawn).
    case category(String)
    /// Events tracked under this identity generation (`forget()`).
    case generation(UInt16)
}

/// The queue's small table of category names: each queued event holds a 16-bit id instead of its name, so a
/// queued event stays 24 bytes in memory. Ids live as long as the process; the log holds the names. It also
/// knows which categories are refused (withdrawn) and which generations are forgotten, so an event that passed
/// the consent gate just before `setConsent`/`forget` changed the state is refused when it reaches the store.
struct CategoryTable {
    private(set) var names: [String] = []
    private var ids: [String: UInt16] = [:]
    /// By id (index 0: no category, never refused).
    private var refused: [Bool] = [false]
    private var forgotten: Set<UInt16> = []

    /// The id of `name`, assigned on first sight; 0 for no category.
    mutating func id(_ name: String?) -> UInt16 {
        guard let name else { return 0 }
        if names.count <= 16 {  // a few short strings compare faster than one hashes (this runs on every append)
            if let index = names.firstIndex(of: name) { return UInt16(index + 1) }
        } else if let id = ids[name] {
            return id
        }
        guard names.count < Int(UInt16.max) - 1 else { return 0 }
        names.append(name)
        refused.append(false)
        let id = UInt16(names.count)
        ids[name] = id
        return id
    }

    /// The id of `name` if it was ever seen.
    func existingId(_ name: String) -> UInt16? { ids[name] }

    /// Why an event with this category id and generation may not be queued now, if it may not.
    func refusal(category: UInt16, generation: UInt16) -> DropReason? {
        if refused[Int(category)] { return .consentWithdrawn }
        if !forgotten.isEmpty, forgotten.contains(generation) { return .forgotten }
        return nil
    }

    /// Refuses exactly these categories from now on.
    mutating func refuse(categories: Set<String>) {
        for name in categories { _ = id(name) }
        for (index, name) in names.enumerated() { refused[index + 1] = categories.contains(name) }
    }

    /// Refuses events of this identity generation from now on.
    mutating func forget(generation: UInt16) {
        forgotten.insert(generation)
    }
}
