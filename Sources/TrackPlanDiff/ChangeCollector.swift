import TrackPlanModel

/// Where the differ is while it walks both plans: the subject, the logical path, and the positions of the node in
/// the old and the new plan (the parent's position when the node exists on one side only).
struct Place {
    var subject: Subject
    var path: JSONPointer
    var old: SourceLocation?
    var new: SourceLocation?
    /// Where the keywords of the current object are, on each side: `child("maximum")` points at `maximum`.
    var oldKeywords = KeywordPositions()
    var newKeywords = KeywordPositions()
    /// The shared definition the walk is inside (through a `$ref` both sides share), if any.
    var definition: SchemaReference?
    /// The shared definition the current property's key is written in (nil in an event), set by `property`: what is
    /// written at the key or beside a `$ref` belongs there, not to the `$ref` target (`UseSite`).
    var useDefinition: SchemaReference?

    init(subject: Subject, old: SourceLocation?, new: SourceLocation?) {
        self.subject = subject
        self.path = subject.path
        self.old = old
        self.new = new
    }

    /// A declaration's place: its key's line, with its keywords.
    init(subject: Subject, old: Origin?, new: Origin?) {
        self.init(subject: subject, old: old.map { $0.keyLocation ?? $0.location }, new: new.map { $0.keyLocation ?? $0.location })
        oldKeywords = KeywordPositions(old?.keywords ?? [:])
        newKeywords = KeywordPositions(new?.keywords ?? [:])
    }

    /// A keyword or a node below this one. A single keyword token points at that keyword where it is written (on
    /// the side that has it; the object's own place on a side that does not).
    func child(_ tokens: String..., old: SourceLocation? = nil, new: SourceLocation? = nil) -> Place {
        var place = self
        place.path = tokens.reduce(path) { $0.appending($1) }
        let keyword = tokens.count == 1 ? tokens[0] : nil
        place.old = old ?? keyword.flatMap { oldKeywords[$0] } ?? self.old
        place.new = new ?? keyword.flatMap { newKeywords[$0] } ?? self.new
        return place
    }

    /// A property of an object: its key's line on each side, and the keywords written at the property merged over
    /// its (possibly shared) schema's.
    func property(_ name: String, old: Property?, new: Property?) -> Place {
        var place = child(
            "properties", name, old: old.map { $0.use?.keyLocation ?? $0.schema.origin.location },
            new: new.map { $0.use?.keyLocation ?? $0.schema.origin.location })
        place.oldKeywords = Self.keywords(of: old)
        place.newKeywords = Self.keywords(of: new)
        place.useDefinition = definition
        if let reference = new?.schema.reference, reference == old?.schema.reference { place.definition = reference }
        return place
    }

    /// Array items: the items schema's place and keywords.
    func items(old: Schema, new: Schema) -> Place {
        var place = child("items", old: old.origin.location, new: new.origin.location)
        place.oldKeywords = KeywordPositions(old.origin.keywords)
        place.newKeywords = KeywordPositions(new.origin.keywords)
        if place.definition == nil, let reference = new.reference, reference == old.reference { place.definition = reference }
        return place
    }

    /// The keywords written at the property (beside its key or its `$ref`) over those of its schema.
    private static func keywords(of property: Property?) -> KeywordPositions {
        guard let property else { return KeywordPositions() }
        return KeywordPositions(property.use?.keywords ?? [:], over: property.schema.origin.keywords)
    }
}

/// Walks two plans and collects changes. The rules live in extensions, one file per concern.
struct ChangeCollector {
    let settings: DiffSettings
    private(set) var changes: [Change] = []
    /// The two plans' `privacy` tables, for the personal-data action of each property (`PIIActionRules`).
    let privacy: PrivacyPolicies

    init(settings: DiffSettings, privacy: PrivacyPolicies = PrivacyPolicies()) {
        self.settings = settings
        self.privacy = privacy
    }

    mutating func report(_ rule: DiffRule, _ verdicts: Verdicts, at place: Place, _ message: String, hint: String? = nil) {
        changes.append(
            Change(
                rule: rule, verdicts: verdicts, subject: place.subject, path: place.path, message: message, hint: hint,
                oldLocation: place.old, newLocation: place.new, definition: place.definition))
    }

    /// Appends changes another collector found (on another thread), in their order.
    mutating func append(_ found: [Change]) { changes += found }
}

/// The differ's entry point: two checked plans in, every change with its verdicts out. Pure.
public struct PlanDiffer: Sendable {
    public var settings: DiffSettings

    public init(settings: DiffSettings = DiffSettings()) { self.settings = settings }

    public func changes(from old: Plan, to new: Plan) -> [Change] {
        var collector = ChangeCollector(settings: settings, privacy: PrivacyPolicies(old: old.privacy, new: new.privacy))
        collector.compareConsentCategories(old.consentCategories, new.consentCategories, oldPlan: old.location, newPlan: new.location)
        collector.compareEvents(old.events, new.events, kind: .event, oldPlan: old.location, newPlan: new.location)
        collector.compareEvents(old.screens, new.screens, kind: .screen, oldPlan: old.location, newPlan: new.location)
        collector.compareTraits(old.identifyTraits, new.identifyTraits, kind: .identify, oldPlan: old.location, newPlan: new.location)
        collector.compareTraits(old.groupTraits, new.groupTraits, kind: .group, oldPlan: old.location, newPlan: new.location)
        collector.compareSuperProperties(old.superProperties, new.superProperties)
        collector.compareEntitlements(old.entitlements, new.entitlements, oldPlan: old.location, newPlan: new.location)
        return collector.changes
    }
}
