/// A store whose queue bookkeeping sits behind the store's lock: the operations that touch only the queue (counting,
/// refusing a category or a generation) are written once here for the file and the in-memory store.
protocol QueueGuardedStore: EventStore {
    /// Runs `body` on the queue with the store's lock held.
    func withQueue<Result>(_ body: (inout EventQueue) -> Result) -> Result
}

extension QueueGuardedStore {
    func countDropped(_ count: Int, _ reason: DropReason) {
        withQueue { $0.countDropped(count, reason) }
    }

    func refuse(categories: Set<String>) {
        withQueue { $0.categories.refuse(categories: categories) }
    }

    func forget(generation: UInt16) {
        withQueue { $0.categories.forget(generation: generation) }
    }
}
