import TrackPlanParse

extension PlanReading {
    /// Compiles `pattern` with Swift `Regex`, the dialect generated validators use. Reports a pattern that fails.
    func checkPattern(_ pattern: String, at node: JSONNode) -> Bool {
        do {
            _ = try Regex(pattern)
            return true
        } catch {
            self.error(
                "invalid-pattern",
                "pattern \"\(pattern)\" does not compile: \(error); patterns use Swift Regex syntax, which accepts the ECMA-262 subset JSON Schema uses (classes, groups, alternation, quantifiers, anchors, \\d \\w \\s)",
                at: node)
            return false
        }
    }
}
