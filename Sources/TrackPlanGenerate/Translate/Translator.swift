import TrackPlanModel

/// Plan → structured Swift. Pure: reads the plan, returns declarations grouped by the plan file they came from.
/// Split by concern across the `Translator+*.swift` files.
struct Translator {
    let options: GeneratorOptions
    let index: PlanFileIndex
    private(set) var state = TranslationState()
    /// The plan's names, decided by the naming authority the checker also consults.
    let names: PlanNames
    /// The plan's personal-data actions, applied per field by the encoders (`Translator+Privacy`).
    let privacy: PrivacyPolicy
    /// Each consent category's `default`, for the events that name a category not granted by default.
    let consentDefaults: [String: ConsentDefault]
    /// Each event's and screen's page in the published catalogue (the manifest's `catalogue.url`), by kind and key;
    /// empty when the manifest names none.
    let cataloguePages: [EventKind: [String: String]]
    /// The plan's identity as envelopes carry it.
    let planStamp: PlanStampText

    /// `names`: `PlanNames(plan: plan)` when the caller has it (the checker computed it).
    init(plan: Plan, options: GeneratorOptions, names: PlanNames? = nil) {
        self.options = options
        self.planStamp = PlanStampText(plan, hash: PlanHash(plan))
        self.names = names?.reserving(moduleName: options.moduleName, in: plan) ?? PlanNames(plan: plan, moduleName: options.moduleName)
        self.privacy = plan.privacy
        self.consentDefaults = Dictionary(plan.consentCategories.map { ($0.name, $0.defaultState) }, uniquingKeysWith: { first, _ in first })
        self.index = PlanFileIndex(files: plan.files.isEmpty ? [OutputLayout.manifestFileName] : plan.files)
        var pages: [EventKind: [String: String]] = [:]
        if let base = plan.catalogueURL {
            let paths = CataloguePages.eventPages(plan)
            for (kind, events) in [(EventKind.track, plan.events), (.screen, plan.screens)] {
                pages[kind] = Dictionary(zip(events.map(\.key), paths[kind, default: []].map { base + $0 }), uniquingKeysWith: { first, _ in first })
            }
        }
        self.cataloguePages = pages
    }

    /// The same translator with a state of its own that starts from this one's shared types and member names:
    /// events translated on other threads each use one, and `SwiftGenerator` merges what they declared.
    func withOwnState() -> Translator {
        var copy = self
        copy.state = TranslationState(
            sharedTypeNames: state.sharedTypeNames, memberNames: state.memberNames, enumCaseSpellings: state.enumCaseSpellings)
        return copy
    }

    /// `GeneratedNames.property`, memoized.
    func memberName(_ property: Property) -> String {
        if let swiftName = property.swiftName { return swiftName }
        if let name = state.memberNames[property.name] { return name }
        let name = GeneratedNames.property(property)
        state.memberNames[property.name] = name
        return name
    }

    /// A top-level generated type's name as written where other types may shadow it (module-qualified when
    /// `--module-name` is given).
    func topLevelReference(_ name: String) -> String {
        options.moduleName.map { "\($0).\(name)" } ?? name
    }
}

/// What one translation accumulates: declarations per plan file, shared types already emitted, top-level names.
final class TranslationState {
    /// Shared (`$ref`) types in the order they were first met (a shared type's own shared types come before it).
    var sharedDeclarations: [(reference: SchemaReference, declaration: SwiftDecl)] = []
    /// Each shared definition already emitted → its type name.
    var sharedTypeNames: [SchemaReference: String]
    /// Property key → Swift member name (plans repeat property keys across events; naming is not free).
    var memberNames: [String: String]
    /// String enum value → its case name's spelling (`GeneratedNames.enumCase`), empty when it has none.
    var enumCaseSpellings: [String: String]
    /// Pattern text → its matcher argument (`Translator.patternDecl`).
    var patternMatchers: [String: Translator.PatternMatcher] = [:]

    init(sharedTypeNames: [SchemaReference: String] = [:], memberNames: [String: String] = [:], enumCaseSpellings: [String: String] = [:]) {
        self.sharedTypeNames = sharedTypeNames
        self.memberNames = memberNames
        self.enumCaseSpellings = enumCaseSpellings
    }
}
