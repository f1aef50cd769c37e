import Foundation
import TestSupport
import Testing

@Suite struct BoundedWaitTests {
    @Test func aTaskThatReturnsGivesItsValue() async throws {
        let task = Task { 42 }
        #expect(try await value(of: task, within: .seconds(60)) == 42)
    }

    /// A task that never returns by itself (it waits on a semaphore nobody signals in time) gives nil once the bound
    /// has passed; then it is let go.
    @Test func aTaskPastItsBoundGivesNil() async throws {
        let gate = DispatchSemaphore(value: 0)
        let stuck = Task {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread {
                    gate.wait()
                    continuation.resume()
                }
            }
            return 1
        }
        #expect(try await value(of: stuck, within: .milliseconds(200)) == nil)
        gate.signal()
        #expect(await stuck.value == 1)
    }
}
