#if canImport(Synchronization)
    import Synchronization
#endif

/// What `isEntitled` reads without a lock: one `Int64` per plan key, the instant (ms since 1970) the key stops
/// being active. `Int64.min`: not entitled; `Int64.max`: entitled with no expiry. The table is sized for the first
/// key type it serves and then never replaced. Every write happens under the cache's lock, so writers never race;
/// readers see each slot either before or after a write, never a torn value.
protocol EntitlementSlots: AnyObject, Sendable {
    /// The slot's value, or nil when the table does not serve `keyType` (not adopted yet, or another plan's keys).
    func until(slot: Int, keyType: ObjectIdentifier) -> Int64?
    /// Serves `keyType` from now on if no type is served yet; returns whether `keyType` is the one served.
    func adopt(keyType: ObjectIdentifier, count: Int) -> Bool
    /// Writes every slot. Called under the cache's lock.
    func fill(_ values: [Int64])
}

/// What `until` means for a slot.
enum EntitlementSlot {
    static let notEntitled = Int64.min
    static let noExpiry = Int64.max
}

/// Picks the lock-free table where `Synchronization` is available (Linux; macOS 15, iOS 18 and later), and a
/// locked one on older systems.
func makeEntitlementSlots() -> any EntitlementSlots {
    #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return AtomicEntitlementSlots() }
    #endif
    return LockedEntitlementSlots()
}

#if canImport(Synchronization)
    /// Lock-free: the table is published once through `AtomicLazyReference`, and each slot is an `Atomic<Int64>`,
    /// so readers on many threads share no written cache line while nothing changes.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    final class AtomicEntitlementSlots: EntitlementSlots {
        private let table = AtomicLazyReference<Table>()

        final class Table: Sendable {
            let keyType: ObjectIdentifier
            let count: Int
            nonisolated(unsafe) let slots: UnsafeMutablePointer<Atomic<Int64>>

            init(keyType: ObjectIdentifier, count: Int) {
                self.keyType = keyType
                self.count = count
                slots = .allocate(capacity: max(count, 1))
                for index in 0..<count { (slots + index).initialize(to: Atomic(EntitlementSlot.notEntitled)) }
            }

            deinit {
                slots.deinitialize(count: count)
                slots.deallocate()
            }
        }

        @inline(__always)
        func until(slot: Int, keyType: ObjectIdentifier) -> Int64? {
            guard let table = table.load(), table.keyType == keyType, slot >= 0, slot < table.count else { return nil }
            return table.slots[slot].load(ordering: .acquiring)
        }

        func adopt(keyType: ObjectIdentifier, count: Int) -> Bool {
            if let table = table.load() { return table.keyType == keyType }
            return table.storeIfNil(Table(keyType: keyType, count: count)).keyType == keyType
        }

        func fill(_ values: [Int64]) {
            guard let table = table.load() else { return }
            for index in 0..<min(values.count, table.count) { table.slots[index].store(values[index], ordering: .releasing) }
        }
    }
#endif

/// The same table behind a lock, for systems without `Synchronization`.
final class LockedEntitlementSlots: EntitlementSlots {
    private let state = Locked<(keyType: ObjectIdentifier?, slots: [Int64])>((nil, []))

    func until(slot: Int, keyType: ObjectIdentifier) -> Int64? {
        state.withLock { state in
            guard state.keyType == keyType, state.slots.indices.contains(slot) else { return nil }
            return state.slots[slot]
        }
    }

    func adopt(keyType: ObjectIdentifier, count: Int) -> Bool {
        state.withLock { state in
            if state.keyType == nil { state = (keyType, Array(repeating: EntitlementSlot.notEntitled, count: count)) }
            return state.keyType == keyType
        }
    }

    func fill(_ values: [Int64]) {
        state.withLock { state in
            for index in 0..<min(values.count, state.slots.count) { state.slots[index] = values[index] }
        }
    }
}
