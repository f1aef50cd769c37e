import TrackPlanModel

/// What a change belongs to: an event, a screen, the identify or group traits, an entitlement, a consent
/// category, or the plan itself.
public struct Subject: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case event, screen, identify, group, superProperties, entitlement, consent, plan
    }

    public var kind: Kind
    /// The event or screen key (the new key after a rename), the entitlement key, the category name;
    /// `identify`, `group` or the plan's name for the others.
    public var name: String

    public init(_ kind: Kind, _ name: String) {
        self.kind = kind
        self.name = name
    }

    /// The logical JSON Pointer of the subject: where it sits in a plan file, independent of which file.
    public var path: JSONPointer {
        switch kind {
        case .event: return JSONPointer(tokens: ["events", name])
        case .screen: return JSONPointer(tokens: ["screens", name])
        case .identify: return JSONPointer(tokens: ["identify"])
        case .group: return JSONPointer(tokens: ["group"])
        case .superProperties: return JSONPointer(tokens: ["superProperties"])
        case .entitlement: return JSONPointer(tokens: ["entitlements", name])
        case .consent: return JSONPointer(tokens: ["consent", name])
        case .plan: return .root
        }
    }

    public var description: String {
        switch kind {
        case .event: return name
        case .identify, .group: return "\(kind.rawValue) traits"
        case .superProperties: return "super properties"
        case .plan: return "plan '\(name)'"
        default: return "\(kind.rawValue) \(name)"
        }
    }

    public static func < (lhs: Subject, rhs: Subject) -> Bool {
        (Kind.allCases.firstIndex(of: lhs.kind)!, lhs.name) < (Kind.allCases.firstIndex(of: rhs.kind)!, rhs.name)
    }
}

/// One difference between two plans, with its three verdicts. The differ produces these; the config turns them
/// into findings.
public struct Change: Sendable, Hashable {
    public var rule: DiffRule
    public var verdicts: Verdicts
    public var subject: Subject
    /// Logical JSON Pointer of the changed node, e.g. `/events/Order Completed/properties/total/maximum`.
    public var path: JSONPointer
    public var message: String
    /// Advice, e.g. how to declare a rename the differ could only guess.
    public var hint: String?
    public var oldLocation: SourceLocation?
    public var newLocation: SourceLocation?
    /// The shared definition (`$ref` target on both sides) the change is inside, if any.
    public var definition: SchemaReference?
    /// For a change to a shared definition: every event and property it reaches (`Order Completed › total`), in
    /// plan order. Empty for other changes.
    public var affected: [String] = []
    /// Hash of rule id, subject and path: stable across line moves and rewording.
    public let fingerprint: String

    public init(
        rule: DiffRule, verdicts: Verdicts, subject: Subject, path: JSONPointer, message: String, hint: String? = nil,
        oldLocation: SourceLocation?, newLocation: SourceLocation?, definition: SchemaReference? = nil
    ) {
        self.definition = definition
        self.rule = rule
        self.verdicts = verdicts
        self.subject = subject
        self.path = path
        self.message = message
        self.hint = hint
        self.oldLocation = oldLocation
        self.newLocation = newLocation
        self.fingerprint = Fingerprint.of(rule: rule.id, subject: "\(subject.kind.rawValue):\(subject.name)", path: path.description)
    }
}
