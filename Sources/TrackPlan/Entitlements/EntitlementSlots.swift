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
    /// Lock-free, and without reference counting on the read path: the table is one allocation (a header of two
    /// words, the key type and the count, then one `Atomic<Int64>` per key), published once through an atomic
    /// pointer and freed with the cache. A read is an acquiring load of the pointer, two plain loads of the header
    /// (written before publication, never after) and an acquiring load of the slot, so readers on many threads
    /// write no shared memory. `@unchecked Sendable`: the pointer is only reached through the atomic, and the
    /// memory behind it is either immutable after publication (the header) or atomic (the slots).
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    final class AtomicEntitlementSlots: EntitlementSlots, @unchecked Sendable {
        private struct Header {
            var keyType: UInt
            var count: Int
        }

        private static let slotsOffset = MemoryLayout<Header>.stride
        private let published = Atomic<UnsafeMutableRawPointer?>(nil)

        deinit {
            guard let table = published.load(ordering: .acquiring) else { return }
            Self.slots(table).deinitialize(count: table.load(as: Header.self).count)
            table.deallocate()
        }

        private static func slots(_ table: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Atomic<Int64>> {
            (table + slotsOffset).assumingMemoryBound(to: Atomic<Int64>.self)
        }

        @inline(__always)
        func until(slot: Int, keyType: ObjectIdentifier) -> Int64? {
            guard let table = published.load(ordering: .acquiring) else { return nil }
            let header = table.load(as: Header.self)
            guard header.keyType == UInt(bitPattern: keyType), slot >= 0, slot < header.count else { return nil }
            return Self.slots(table)[slot].load(ordering: .acquiring)
        }

        /// Called under the cache's lock, so there is one writer; the exchange only guards that promise.
        func adopt(keyType: ObjectIdentifier, count: Int) -> Bool {
            let wanted = UInt(bitPattern: keyType)
            if let table = published.load(ordering: .acquiring) { return table.load(as: Header.self).keyType == wanted }
            let table = UnsafeMutableRawPointer.allocate(
                byteCount: Self.slotsOffset + MemoryLayout<Atomic<Int64>>.stride * max(count, 1), alignment: MemoryLayout<Header>.alignment)
            table.initializeMemory(as: Header.self, repeating: Header(keyType: wanted, count: count), count: 1)
            for index in 0..<count { (Self.slots(table) + index).initialize(to: Atomic(EntitlementSlot.notEntitled)) }
            let (exchanged, current) = published.compareExchange(expected: nil, desired: table, ordering: .acquiringAndReleasing)
            if exchanged { return true }
            Self.slots(table).deinitialize(count: count)
            table.deallocate()
            return current?.load(as: Header.self).keyType == wanted
        }

        func fill(_ values: [Int64]) {
            guard let table = published.load(ordering: .acquiring) else { return }
            let slots = Self.slots(table)
            for index in 0..<min(values.count, table.load(as: Header.self).count) {
                slots[index].store(values[index], ordering: .releasing)
            }
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
