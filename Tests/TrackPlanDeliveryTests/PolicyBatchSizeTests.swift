import Foundation
import Testing

@testable import TrackPlan

@Suite("DeliveryPolicy: 413 shrinks the batch, successes grow it back")
struct PolicyBatchSizeTests {
    let policy = DeliveryPolicy(batchSize: 20, successesBeforeGrowing: 2)

    @Test func tooLargeHalvesTheBatchAndRetriesAtOnce() {
        let step = policy.step(policy.initialState(), status(413), events: 20)
        #expect(step.decision == .shrinkBatch(to: 10))
        #expect(step.state.batchSizeLimit == 10)
        #expect(step.state.notBefore == nil)
        #expect(policy.readiness(step.state, now: t0) == .ready)
    }

    @Test func halvesTheBatchActuallySentWhenItWasShort() {
        #expect(policy.step(policy.initialState(), status(413), events: 7).decision == .shrinkBatch(to: 3))
    }

    @Test func shrinksDownToOneThenASingleEventFailsPermanently() {
        var state = policy.initialState()
        var sizes: [Int] = []
        while state.batchSizeLimit > 1 {
            let step = policy.step(state, status(413), events: state.batchSizeLimit)
            guard case .shrinkBatch(let size) = step.decision else { Issue.record("expected shrink"); return }
            sizes.append(size)
            state = step.state
        }
        #expect(sizes == [10, 5, 2, 1])
        let last = policy.step(state, status(413), events: 1)
        #expect(last.decision == .dropBatch(.eventTooLarge))
        #expect(last.state.batchSizeLimit == 1)
    }

    @Test func successesGrowTheLimitBackToTheConfiguredSize() {
        var state = policy.step(policy.initialState(), status(413), events: 20).state
        state = policy.step(state, status(413), events: 10).state
        var limits: [Int] = []
        for _ in 1...8 {
            state = policy.step(state, status(200), events: state.batchSizeLimit).state
            limits.append(state.batchSizeLimit)
        }
        #expect(limits == [5, 10, 10, 20, 20, 20, 20, 20])
    }

    @Test func aFailureBetweenSuccessesDoesNotResetGrowth() {
        var state = policy.step(policy.initialState(), status(413), events: 20).state
        state = policy.step(state, status(200), events: 10).state
        state = policy.step(state, status(503), events: 10).state
        state = policy.step(state, status(200), events: 10).state
        #expect(state.batchSizeLimit == 20)
    }
}
