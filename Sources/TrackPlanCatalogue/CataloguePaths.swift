import TrackPlanModel

/// Where each page of a plan's catalogue lives, relative to the catalogue's root.
struct CataloguePaths {
    /// By event kind and plan order: `events/order-completed.html`, `screens/cart.html`.
    private(set) var eventPaths: [EventKind: [String]] = [:]
    /// Shared definitions' anchors on `definitions.html`, by `SharedDefinitions.Key`.
    private(set) var definitionAnchors: [SharedDefinitions.Key: String] = [:]
    /// Consent categories' anchors on `consent.html`, by name.
    private(set) var consentAnchors: [String: String] = [:]

    init(plan: Plan, eventPaths: [EventKind: [String]], definitions: SharedDefinitions) {
        self.eventPaths = eventPaths
        var anchors = SlugTable()
        for definition in definitions.all { definitionAnchors[definition.key] = "def-" + anchors.claim(definition.name) }
        var consent = SlugTable()
        for category in plan.consentCategories { consentAnchors[category.name] = "consent-" + consent.claim(category.name) }
    }

    /// The page of every event and screen, in plan order.
    static func eventSlugs(_ plan: Plan) -> [EventKind: [String]] { CataloguePages.eventPages(plan) }

    func path(of kind: EventKind, at index: Int) -> String { eventPaths[kind]![index] }

    static let index = "index.html"
    static let definitions = "definitions.html"
    static let consent = "consent.html"
    static let traits = "traits.html"
    static let style = "catalogue.css"
    static let script = "catalogue.js"
    static let searchIndex = "search-index.js"
}
