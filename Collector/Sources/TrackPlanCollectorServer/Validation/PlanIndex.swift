import TrackPlanModel

/// A loaded plan arranged for lookups while messages stream in: events and screens by wire name, each
/// `pattern` compiled once.
public final class PlanIndex: @unchecked Sendable {
    // @unchecked: immutable after init; `Regex` is not declared Sendable, but it is never mutated.
    public let plan: Plan
    let events: [String: Event]
    let screens: [String: Event]
    private let patterns: [String: Regex<AnyRegexOutput>]

    public init(_ plan: Plan) {
        self.plan = plan
        events = Dictionary(plan.events.map { ($0.wireName, $0) }, uniquingKeysWith: { first, _ in first })
        screens = Dictionary(plan.screens.map { ($0.wireName, $0) }, uniquingKeysWith: { first, _ in first })
        var patterns: [String: Regex<AnyRegexOutput>] = [:]
        func collectShape(_ shape: ObjectShape) {
            for property in shape.properties { collectSchema(property.schema) }
        }
        func collectSchema(_ schema: Schema) {
            switch schema.type {
            case .string(let constraints):
                if let pattern = constraints.pattern, patterns[pattern] == nil { patterns[pattern] = try? Regex(pattern) }
            case .object(let shape): collectShape(shape)
            case .array(let array): collectSchema(array.items)
            case .map(let map):
                if let pattern = map.keyPattern, patterns[pattern] == nil { patterns[pattern] = try? Regex(pattern) }
                collectSchema(map.values)
            case .union(let union): union.members.forEach(collectSchema)
            default: break
            }
        }
        for event in plan.events + plan.screens { collectShape(event.properties) }
        if let traits = plan.identifyTraits { collectShape(traits.properties) }
        if let traits = plan.groupTraits { collectShape(traits.properties) }
        self.patterns = patterns
    }

    func regex(_ pattern: String) -> Regex<AnyRegexOutput>? { patterns[pattern] }
}

extension Origin {
    /// `file:line:column`, as problems carry it.
    var planLocation: String { location.description }
}
