import Testing

@testable import TrackPlanCollectorServer

struct DeadlineTests {
    struct Refused: Error {}

    /// A query on a connection the server cut may ignore cancellation; the caller must still get its answer (503)
    /// at the deadline, not when the query ends.
    @Test func theDeadlineDoesNotWaitForABodyThatIgnoresCancellation() async throws {
        let gate = FirstFinish<Void>()
        let finished = Locked(false)
        await #expect(throws: StoreError.self) {
            try await withDeadline(.milliseconds(50)) {
                try await gate.value()
                finished.withLock { $0 = true }
            }
        }
        #expect(finished.withLock { $0 } == false)
        gate.finish(.success(()))
    }

    @Test func aResultOrAnErrorBeforeTheDeadlinePassesThrough() async throws {
        #expect(try await withDeadline(.seconds(60)) { 42 } == 42)
        await #expect(throws: Refused.self) { try await withDeadline(.seconds(60)) { throw Refused() } }
    }

    @Test func theFirstResultWins() async throws {
        let race = FirstFinish<Int>()
        race.finish(.success(1))
        race.finish(.success(2))
        #expect(try await race.value() == 1)
    }
}
