/// The consent the client applies: the user's choices, and the plan's categories with their defaults. An immutable
/// snapshot: `setConsent` replaces it whole under the lock `track` already takes, so each event sees one
/// consistent state and the hot path pays one reference.
///
/// The rule, per event (Docs/Consent.md):
/// - no category (the plan has no `defaults.consent` and the event no `x-consent`): sent;
/// - a category that is always granted (`"default": "always"`): sent, whatever the user chose;
/// - else the user's choice for the category, if any; else the plan's default for it.
final class ConsentState: Sendable {
    /// What the user chose, by category name.
    let choices: [String: Bool]
    /// The plan's categories and defaults, in plan order, as far as the client knows them (registered through
    /// `TrackPlanOptions.consentCategories` or a `setConsent` call; persisted).
    let categories: [(name: String, default: ConsentDefault)]
    /// `"consent":{"categoryPreferences":{…}}`, written once per state and spliced into every envelope's context.
    let contextMember: [UInt8]
    private let defaults: [String: ConsentDefault]
    /// Every category with a default or a choice, for the gate: a plan has a handful, and comparing a few short
    /// strings costs less than hashing one, on every `track`.
    private let rules: [(name: String, planDefault: ConsentDefault?, choice: Bool?)]

    init(choices: [String: Bool] = [:], categories: [(name: String, default: ConsentDefault)] = []) {
        self.choices = choices
        self.categories = categories
        let defaults = Dictionary(categories.map { ($0.name, $0.default) }, uniquingKeysWith: { first, _ in first })
        self.defaults = defaults
        rules =
            categories.map { (name: $0.name, planDefault: Optional($0.default), choice: choices[$0.name]) }
            + choices.filter { defaults[$0.key] == nil }.map { (name: $0.key, planDefault: nil, choice: Optional($0.value)) }
        contextMember = Self.encode(Self.preferences(choices: choices, categories: categories, defaults: defaults))
    }

    /// Whether an event of `category`, whose generated default is `eventDefault`, may be stored and sent.
    func isGranted(_ category: String?, eventDefault: ConsentDefault) -> Bool {
        guard let category, eventDefault != .always else { return true }
        for rule in rules where rule.name == category {
            let planDefault = rule.planDefault ?? eventDefault
            return planDefault == .always || (rule.choice ?? planDefault.isGranted)
        }
        return eventDefault.isGranted
    }

    /// `categoryPreferences`: every known category with its effective state (plan order), then categories the user
    /// chose that the plan does not list (name order).
    var preferences: [(name: String, granted: Bool)] {
        Self.preferences(choices: choices, categories: categories, defaults: defaults)
    }

    /// The state with `type`'s categories known (plan order), and `changes` applied to the choices. A choice for an
    /// always-granted category is ignored (it cannot be denied).
    func applying<Category: PlanConsentCategory>(_ changes: [Category: Bool], of type: Category.Type) -> ConsentState {
        var choices = self.choices
        for (category, granted) in changes where category.consentDefault != .always { choices[category.rawValue] = granted }
        return ConsentState(choices: choices, categories: Self.merged(categories, type))
    }

    /// The state with `type`'s categories known.
    func registering<Category: PlanConsentCategory>(_ type: Category.Type) -> ConsentState {
        ConsentState(choices: choices, categories: Self.merged(categories, type))
    }

    /// Categories granted here and not in `new`: their queued events are purged. A category this state does not
    /// list yet (registered by the call that withdraws it) was granted here when its default grants it.
    func withdrawn(in new: ConsentState) -> [String] {
        new.preferences.filter { !$0.granted && isGranted($0.name, eventDefault: new.defaults[$0.name] ?? .granted) }.map(\.name)
    }

    private static func merged<Category: PlanConsentCategory>(
        _ known: [(name: String, default: ConsentDefault)], _ type: Category.Type
    ) -> [(name: String, default: ConsentDefault)] {
        let plan = Category.allCases.map { (name: $0.rawValue, default: $0.consentDefault) }
        let names = Set(plan.map(\.name))
        return plan + known.filter { !names.contains($0.name) }
    }

    private static func preferences(
        choices: [String: Bool], categories: [(name: String, default: ConsentDefault)], defaults: [String: ConsentDefault]
    ) -> [(name: String, granted: Bool)] {
        let listed = categories.map { category in
            (name: category.name, granted: category.default == .always || (choices[category.name] ?? category.default.isGranted))
        }
        let others = choices.keys.filter { defaults[$0] == nil }.sorted().map { (name: $0, granted: choices[$0]!) }
        return listed + others
    }

    private static func encode(_ preferences: [(name: String, granted: Bool)]) -> [UInt8] {
        var writer = JSONWriter(capacity: 64 + 24 * preferences.count)
        writer.key(escaped: "consent")
        writer.beginObject()
        writer.key(escaped: "categoryPreferences")
        writer.beginObject()
        for preference in preferences {
            writer.key(preference.name)
            writer.bool(preference.granted)
        }
        writer.endObject()
        writer.endObject()
        return writer.bytes
    }
}
