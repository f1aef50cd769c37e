import Dispatch
import TrackPlanModel

/// Translates the plan's events and screens on all cores, into exactly what one pass in plan order gives.
///
/// The items are cut into runs; each run is translated in order by a translator with a state of its own, which
/// starts from the shared types already declared (the plan-wide part). The runs are merged in plan order, and a
/// shared type a run declared is kept only when no earlier run declared it: the first run to meet a shared type is
/// the one whose item declared it in the single pass, with the same declaration, and the shared types it holds are
/// declared with it, so the kept ones come in the single pass's order.
enum EventTranslation {
    struct Output {
        /// Each item's declarations, in item order.
        var declarations: [[SwiftDecl]]
        /// The shared types the items declared that `translator`'s state had not, in the order they were first met.
        var sharedDeclarations: [(reference: SchemaReference, declaration: SwiftDecl)]
    }

    /// - Parameter runCount: how many runs to cut the items into: enough for an even spread over the cores, few
    ///   enough that a run's state is reused. The output does not depend on it (EventTranslationTests).
    static func translate(_ items: [(event: Event, kind: EventKind)], with translator: Translator, runCount: Int = 16) -> Output {
        let runLength = max(1, (items.count + runCount - 1) / max(1, runCount))
        let runs = stride(from: 0, to: items.count, by: runLength).map { $0..<min(items.count, $0 + runLength) }
        var results = [(declarations: [[SwiftDecl]], shared: [(reference: SchemaReference, declaration: SwiftDecl)])](
            repeating: ([], []), count: runs.count)
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let output = buffer
            nonisolated(unsafe) let translator = translator
            DispatchQueue.concurrentPerform(iterations: runs.count) { run in
                let own = translator.withOwnState()
                let declarations = items[runs[run]].map { own.eventDecls($0.event, kind: $0.kind) }
                output[run] = (declarations, own.state.sharedDeclarations)
            }
        }
        var declared = Set(translator.state.sharedTypeNames.keys)
        var output = Output(declarations: [], sharedDeclarations: [])
        output.declarations.reserveCapacity(items.count)
        for result in results {
            output.declarations += result.declarations
            for entry in result.shared where declared.insert(entry.reference).inserted { output.sharedDeclarations.append(entry) }
        }
        return output
    }
}
