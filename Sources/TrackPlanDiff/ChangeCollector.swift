import TrackPlanModel

/// Where the differ is while it walks both plans: the subject, the logical path, and the positions of the node in
/// the old and the new plan (the parent's position when the node exists on one side only).
struct Place {
    var subject: Subject
    var path: JSONPointer
    var old: SourceLocation?
    var new: SourceLocation?

    init(subject: Subject, old: SourceLocation?, new: SourceLocation?) {
        self.subject = subject
        self.path = subject.path
        self.old = old
        self.new = new
    }

    func child(_ tokens: String..., old: SourceLocation? = nil, new: SourceLocation? = nil) -> Place {
        var place = self
        place.path = tokens.reduce(path) { $0.appending($1) }
        place.old = old ?? self.old
        place.new = new ?? self.new
        return place
    }
}

/// Walks two plans and collects changes. The rules live in extensions, one file per concern.
struct ChangeCollector {
    let settings: DiffSettings
    private(set) var changes: [Change] = []

    init(settings: DiffSettings) { self.settings = settings }

    mutating func report(_ rule: DiffRule, _ verdicts: Verdicts, at place: Place, _ message: String, hint: String? = nil) {
        changes.append(
            Change(
                rule: rule, verdicts: verdicts, subject: place.subject, path: place.path, message: message, hint: hint,
                oldLocation: place.old, newLocation: place.new))
    }

    /// Appends changes another collector found (on another thread), in their order.
    mutating func append(_ found: [Change]) { changes += found }
}

/// The differ's entry point: two checked plans in, every change with its verdicts out. Pure.
public struct PlanDiffer: Sendable {
    public var settings: DiffSettings

    public init(settings: DiffSettings = DiffSettings()) { self.settings = settings }

    public func changes(from old: Plan, to new: Plan) -> [Change] {
        var collector = ChangeCollector(settings: settings)
        collector.compareConsentCategories(old.consentCategories, new.consentCategories, oldPlan: old.location, newPlan: new.location)
        collector.compareEvents(old.events, new.events, kind: .event, oldPlan: old.location, newPlan: new.location)
        collector.compareEvents(old.screens, new.screens, kind: .screen, oldPlan: old.location, newPlan: new.location)
        collector.compareTraits(old.identifyTraits, new.identifyTraits, kind: .identify, oldPlan: old.location, newPlan: new.location)
        collector.compareTraits(old.groupTraits, new.groupTraits, kind: .group, oldPlan: old.location, newPlan: new.location)
        collector.compareEntitlements(old.entitlements, new.entitlements, oldPlan: old.location, newPlan: new.location)
        return collector.changes
    }
}
