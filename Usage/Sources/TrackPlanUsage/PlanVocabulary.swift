import TrackPlanCheck
import TrackPlanModel

/// The Swift names a plan's generated code declares for its events and screens, and what the plan says about
/// them: the names call sites are matched against (`.orderCompleted(…)`, `OrderCompleted(…)`, `.cartScreen()`).
public struct PlanVocabulary: Sendable {
    /// One event or screen of the plan.
    public struct Entry: Sendable {
        public var event: Event
        public var isScreen: Bool
        /// The generated type (`OrderCompleted`, `CartScreen`).
        public var typeName: String
        /// The static factory behind `.orderCompleted(…)`.
        public var factory: String
        /// Deprecated properties by their argument label (the member name).
        public var deprecatedArguments: [String: Property]

        /// `event 'Order Completed'` or `screen 'Cart'`.
        public var title: String { "\(isScreen ? "screen" : "event") '\(event.key)'" }
        /// Where the plan declares it (its key).
        public var location: SourceLocation { event.origin.keyLocation ?? event.origin.location }
    }

    /// In plan order: events, then screens.
    public private(set) var entries: [Entry] = []
    private var byName: [String: Int] = [:]

    public init(plan: Plan) {
        let names = PlanNames(plan: plan)
        for (events, isScreen) in [(plan.events, false), (plan.screens, true)] {
            for event in events {
                let typeName = isScreen ? names.typeName(ofScreen: event) : names.typeName(ofEvent: event)
                var deprecated: [String: Property] = [:]
                for property in event.properties.properties where property.schema.deprecation != nil {
                    deprecated[PlanNames.member(property)] = property
                }
                let entry = Entry(
                    event: event, isScreen: isScreen, typeName: typeName, factory: PlanNames.factory(forType: typeName),
                    deprecatedArguments: deprecated)
                byName[entry.typeName] = entries.count
                byName[entry.factory] = entries.count
                entries.append(entry)
            }
        }
    }

    /// The event or screen a factory or type name stands for.
    public func entry(named name: String) -> Entry? { byName[name].map { entries[$0] } }
}
