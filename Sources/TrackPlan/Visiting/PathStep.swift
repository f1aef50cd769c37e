/// One step of a JSON Pointer: a generated (pre-escaped) key, a map key, or an array index.
enum PathStep {
    case key(StaticString)
    case name(String)
    case index(Int)

    /// The steps from the top to `innermost`, then `last`, as one JSON Pointer; only called when a rule fails.
    static func pointer(_ innermost: UnsafePointer<PathNode>?, then last: PathStep?) -> String {
        var steps: [PathStep] = []
        var node = innermost
        while let step = node {
            steps.append(step.pointee.step)
            node = step.pointee.parent
        }
        var text = ""
        for step in steps.reversed() { text = step.appended(to: text) }
        return last?.appended(to: text) ?? text
    }

    private func appended(to parent: String) -> String {
        switch self {
        case .key(let escaped): return ValidationReport.pointer(parent, key: JSONEscapes.unescaped(escaped.description))
        case .name(let name): return ValidationReport.pointer(parent, key: name)
        case .index(let index): return ValidationReport.pointer(parent, index: index)
        }
    }
}

/// A step of the validating walk's path and the step it is inside: held on the stack by the visit that entered it
/// (`PropertyVisitor.inside(_:_:)`), so descending into a nested value allocates nothing.
struct PathNode {
    let step: PathStep
    let parent: UnsafePointer<PathNode>?
}
