import Testing
import TrackPlanDiff
import TrackPlanModel

/// One fixture pair: an old plan, a new plan, and the changes expected between them, written
/// `rule-id /path SBF` where S, B, F mark a broken source, backward or forward audience and `-` an unbroken one.
struct RuleCase: CustomTestStringConvertible, Sendable {
    var name: String
    var old: Plan
    var new: Plan
    var settings = DiffSettings()
    var expected: [String]

    var testDescription: String { name }

    init(_ name: String, _ old: Plan, _ new: Plan, settings: DiffSettings = DiffSettings(), _ expected: String...) {
        self.name = name
        self.old = old
        self.new = new
        self.settings = settings
        self.expected = expected
    }

    /// The changes the differ found, in the same notation.
    var actual: [String] {
        PlanDiffer(settings: settings).changes(from: old, to: new).map(Self.describe)
    }

    static func describe(_ change: Change) -> String {
        let v = change.verdicts
        let marks = (v.breaksSource ? "S" : "-") + (v.breaksBackward ? "B" : "-") + (v.breaksForward ? "F" : "-")
        return "\(change.rule.id) \(change.path) \(marks)"
    }
}
