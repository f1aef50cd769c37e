/// A `ScreenPresence` per live object (a UIKit view controller), keyed by identity and dropped when the object
/// is gone, for helpers that cannot store state in the object itself.
final class ScreenPresences: Sendable {
    static let shared = ScreenPresences()

    private struct Entry: @unchecked Sendable {  // the owner is only compared by identity, never used
        weak var owner: AnyObject?
        let presence: ScreenPresence
    }

    private let entries = Locked([ObjectIdentifier: Entry]())

    func presence(for owner: AnyObject) -> ScreenPresence {
        entries.withLock { entries in
            let key = ObjectIdentifier(owner)
            if let entry = entries[key], entry.owner === owner { return entry.presence }
            entries = entries.filter { $0.value.owner != nil }  // forget controllers that are gone
            let presence = ScreenPresence()
            entries[key] = Entry(owner: owner, presence: presence)
            return presence
        }
    }

    var count: Int { entries.withLock { $0.values.filter { $0.owner != nil }.count } }
}
