import TrackPlanModel
import TrackPlanParse

extension PlanReading {
    /// Rewrites `pattern` (ECMA-262, as JSON Schema specifies) into the Swift `Regex` generated validators run, and
    /// compiles it. A pattern that cannot keep its ECMA-262 meaning, or does not compile, is an error.
    func checkPattern(_ pattern: String, at node: JSONNode) -> Bool {
        let swift: String
        switch ECMAPattern.swiftRegex(pattern) {
        case .success(let text): swift = text
        case .failure(let reason):
            self.error("invalid-pattern", "pattern \"\(pattern)\" cannot be checked with its ECMA-262 meaning: \(reason)", at: node)
            return false
        }
        do {
            _ = try Regex(swift)
            return true
        } catch {
            self.error(
                "invalid-pattern",
                "pattern \"\(pattern)\" does not compile: \(error); write an ECMA-262 regular expression (classes, groups, alternation, quantifiers, anchors, \\d \\w \\s, \\p{…}; no lookbehind)",
                at: node)
            return false
        }
    }
}
