import Testing

@testable import TrackPlan

@Suite struct StorageInMemoryEventStoreTests {
    @Test func thePendingBatchKeepsItsKeyUntilFinished() throws {
        let store = InMemoryEventStore()
        for number in 1...5 { store.append(json: envelope(number), createdAtMillis: 0) }
        let first = try #require(store.nextBatch(maxCount: 3, maxBytes: 1 << 20, newKey: { "a" }))
        let again = try #require(store.nextBatch(maxCount: 3, maxBytes: 1 << 20, newKey: { "b" }))
        #expect(again == first)
        store.finish(first, .delivered)
        let next = try #require(store.nextBatch(maxCount: 3, maxBytes: 1 << 20, newKey: { "c" }))
        #expect(numbers(next.events) == [4, 5])
        #expect(next.idempotencyKey == "c")
    }

    @Test func abandoningThePendingBatchReformsItSmallerUnderANewKey() throws {
        let store = InMemoryEventStore()
        for number in 1...6 { store.append(json: envelope(number), createdAtMillis: 0) }
        _ = store.nextBatch(maxCount: 6, maxBytes: 1 << 20, newKey: { "big" })
        store.abandonPending()
        let smaller = try #require(store.nextBatch(maxCount: 3, maxBytes: 1 << 20, newKey: { "small" }))
        #expect(numbers(smaller.events) == [1, 2, 3])
        #expect(smaller.idempotencyKey == "small")
    }

    @Test func aBatchStopsAtTheByteLimitButTakesAtLeastOneEvent() throws {
        let store = InMemoryEventStore()
        store.append(json: [UInt8](repeating: 0x20, count: 100), createdAtMillis: 0)
        store.append(json: envelope(2), createdAtMillis: 0)
        let batch = try #require(store.nextBatch(maxCount: 20, maxBytes: 50, newKey: { "k" }))
        #expect(batch.events.count == 1)
    }

    @Test func droppedBatchesAreCountedAndClosedStoresRefuse() throws {
        let store = InMemoryEventStore()
        for number in 1...4 { store.append(json: envelope(number), createdAtMillis: 0) }
        store.finish(try #require(store.nextBatch(maxCount: 3, maxBytes: 1 << 20, newKey: { "k" })), .dropped(.permanentFailure))
        #expect(store.stats().dropped[.permanentFailure] == 3)
        #expect(store.stats().buffered == 1)
        store.close()
        #expect(store.append(json: envelope(5), createdAtMillis: 0) == nil)
    }
}
