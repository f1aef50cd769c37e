import Foundation
import Testing

@testable import TrackPlan

/// The queue faults in the storage ahead of its entries about once per 1,024 appends, whatever the queue's shape:
/// growing, or cut at its head over and over (a cap of one event pushes the previous one out on every append).
@Suite struct StorageEntryPrefaultTests {
    @Test func aGrowingQueueFaultsAheadOncePerThousandAppends() {
        var queue = EventQueue(limits: StorageLimits(bufferCap: 1_000_000, diskCapBytes: 1 << 40))
        for sequence in 1...100_000 { queue.appendDurable(sequence: UInt64(sequence), position: position(sequence), recordSize: 100) }
        #expect(queue.count == 100_000)
        #expect(queue.prefaults <= 100_000 / 1_000 + 20, "faulted ahead \(queue.prefaults) times")
    }

    @Test func aQueueCutAtItsHeadOnEveryAppendFaultsAheadRarely() {
        var queue = EventQueue(limits: StorageLimits(bufferCap: 1, diskCapBytes: 1 << 40))
        for sequence in 1...100_000 {
            queue.appendDurable(sequence: UInt64(sequence), position: position(sequence), recordSize: 100)
            queue.enforceCaps()
        }
        #expect(queue.count == 1)
        #expect(queue.prefaults <= 100_000 / 1_000 + 20, "faulted ahead \(queue.prefaults) times")
    }

    private func position(_ sequence: Int) -> LogPosition { LogPosition(segment: 1, offset: UInt32(sequence * 100)) }
}
