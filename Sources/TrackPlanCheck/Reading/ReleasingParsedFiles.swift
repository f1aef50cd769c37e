import Dispatch
import TrackPlanModel

extension PlanLoader {
    /// The naming authority's verdict on `plan`, worked out while another thread frees the parsed files: nothing reads
    /// them any more, and freeing the trees of a large plan takes about as long as the verdict.
    static func names(of plan: Plan, releasing parsed: consuming PlanReading.Input) -> PlanNames {
        let files = Slot(parsed)
        let names = Slot<PlanNames>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 { names.value = PlanNames(plan: plan) } else { files.value = nil }
        }
        return names.value!
    }
}

/// A value one part of a `concurrentPerform` reads or writes alone; the caller reads it after all parts returned.
private final class Slot<Value>: @unchecked Sendable {
    var value: Value?

    init(_ value: consuming Value?) { self.value = value }
}
