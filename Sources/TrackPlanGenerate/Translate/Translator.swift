import TrackPlanModel

/// Plan → structured Swift. Pure: reads the plan, returns declarations grouped by the plan file they came from.
/// Split by concern across the `Translator+*.swift` files.
struct Translator {
    let options: GeneratorOptions
    let index: PlanFileIndex
    let state = TranslationState()

    init(plan: Plan, options: GeneratorOptions) {
        self.options = options
        self.index = PlanFileIndex(files: plan.files.isEmpty ? [OutputLayout.manifestFileName] : plan.files)
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
    /// Shared (`$ref`) types, by the plan file holding the definition, in the order they were first met.
    var sharedDeclarations: [String: [SwiftDecl]] = [:]
    /// Everything else, by the plan file it came from, in plan order.
    var declarations: [String: [SwiftDecl]] = [:]
    /// Each shared definition already emitted → its type name.
    var sharedTypeNames: [SchemaReference: String] = [:]
    /// Property key → Swift member name (plans repeat property keys across events; naming is not free).
    var memberNames: [String: String] = [:]
    /// Top-level type names → where the first one came from, to report collisions.
    var topLevelNames: [String: Origin] = [:]
    var diagnostics: [Diagnostic] = []

    func claimTopLevel(_ name: String, origin: Origin, what: String) {
        if let first = topLevelNames[name] {
            diagnostics.append(
                .error(
                    "swift-name-collision",
                    "\(what) is generated as the Swift type '\(name)', which \(first.location) already produces; set \"x-swift-name\" on one of them",
                    at: origin.location, pointer: origin.pointer))
        } else {
            topLevelNames[name] = origin
        }
    }
}
