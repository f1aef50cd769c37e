/// The naming authority: every top-level Swift type and every output file the generated code declares for a plan,
/// decided once from the whole plan. The checker reports its diagnostics (so `trackplan lint` fails exactly when
/// generation would), the generator and the differ read names from here.
///
/// Per-declaration spellings (`eventType`, `nestedType`, `factory`, …) are static so the differ can name one
/// declaration of an old and a new plan without building either plan's table.
public struct PlanNames: Sendable {
    public static let planInfo = "TrackPlanInfo"
    public static let consentEnum = "ConsentCategory"
    public static let entitlementEnum = "EntitlementKey"
    public static let identifyTraits = "IdentifyTraits"
    public static let groupTraits = "GroupTraits"
    public static let superProperties = "SuperProperties"

    /// Collisions between top-level types, between nested types of one type, and between output files.
    public private(set) var diagnostics: [Diagnostic] = []
    private var eventTypes: [Origin: String] = [:]
    private var screenTypes: [Origin: String] = [:]
    private var sharedTypes: [SchemaReference: String] = [:]
    private var topLevel: [String: (what: String, location: SourceLocation, isEvent: Bool)] = [:]

    /// Names the generated code of `plan`. `moduleName`, when known, is reserved too: a type named like the module
    /// would shadow the module-qualified spellings the generated code uses.
    public init(plan: Plan, moduleName: String? = nil) {
        let planOrigin = plan.location
        eventTypes.reserveCapacity(plan.events.count)
        screenTypes.reserveCapacity(plan.screens.count)
        claim(Self.planInfo, what: "the plan information", at: planOrigin)
        claim(Self.consentEnum, what: "the consent categories", at: plan.consentCategories.first?.origin.location ?? planOrigin)
        claim(Self.entitlementEnum, what: "the entitlement keys", at: plan.entitlements.first?.origin.location ?? planOrigin)
        if let traits = plan.identifyTraits { claim(Self.identifyTraits, what: "the identify traits", at: traits.origin.location) }
        if let traits = plan.groupTraits { claim(Self.groupTraits, what: "the group traits", at: traits.origin.location) }
        if let section = plan.superProperties { claim(Self.superProperties, what: "the super properties", at: section.origin.location) }
        for (events, isScreen) in [(plan.events, false), (plan.screens, true)] {
            for event in events {
                var name = isScreen ? Self.screenType(event) : Self.eventType(event)
                if name == moduleName, event.swiftName == nil { name += isScreen ? "Type" : "Event" }
                if isScreen { screenTypes[event.origin] = name } else { eventTypes[event.origin] = name }
                claim(name, what: "\(isScreen ? "screen" : "event") '\(event.key)'", at: event.origin.location, isEvent: true)
            }
        }
        var shapes = [plan.identifyTraits?.properties, plan.groupTraits?.properties, plan.superProperties?.properties].compactMap { $0 }
        shapes += (plan.events + plan.screens).map(\.properties)
        for shape in shapes { walk(shape, moduleName: moduleName) }
        checkOutputFiles(plan)
    }

    /// These names as `PlanNames(plan: plan, moduleName: moduleName)` gives them, where `self` is
    /// `PlanNames(plan: plan)`: the same value when no type of the plan is named like the module (naming a plan is
    /// not free), else named again.
    public func reserving(moduleName: String?, in plan: Plan) -> PlanNames {
        guard let moduleName, topLevel[moduleName] != nil else { return self }
        return PlanNames(plan: plan, moduleName: moduleName)
    }

    /// The type an event of this plan is generated as.
    public func typeName(ofEvent event: Event) -> String { eventTypes[event.origin] ?? Self.eventType(event) }

    /// The type a screen of this plan is generated as.
    public func typeName(ofScreen screen: Event) -> String { screenTypes[screen.origin] ?? Self.screenType(screen) }

    /// The top-level type a shared (`$ref`) definition is generated as.
    public func sharedType(_ reference: SchemaReference) -> String { sharedTypes[reference] ?? Self.sharedType(reference) }

    // MARK: Spellings of single declarations

    /// An event's type: `x-swift-name`, else derived from its key (`Regex` → `RegexEvent`).
    public static func eventType(_ event: Event) -> String { eventType(key: event.key, swiftName: event.swiftName) }

    /// A screen's type ends in `Screen`, so a screen and an event with the same key do not collide.
    public static func screenType(_ screen: Event) -> String { screenType(key: screen.key, swiftName: screen.swiftName) }

    public static func eventType(key: String, swiftName: String?) -> String {
        swiftName ?? SwiftNames.typeName(key, reservedSuffix: "Event")
    }

    public static func screenType(key: String, swiftName: String?) -> String {
        let name = swiftName ?? SwiftNames.typeName(key, reservedSuffix: "Screen")
        return name.hasSuffix("Screen") ? name : name + "Screen"
    }

    /// A shared definition's type: `#/$defs/currency` → `Currency`.
    public static func sharedType(_ reference: SchemaReference) -> String { SwiftNames.typeName(reference.name) }

    /// The nested type an inline enum or object property gets: `currency` → `Currency`, `type` → `TypeValue`.
    public static func nestedType(_ property: Property) -> String { SwiftNames.typeName(property.swiftName ?? property.name) }

    /// A property's member name: `x-swift-name`, else derived from its key.
    public static func member(_ property: Property) -> String { property.swiftName ?? SwiftNames.memberName(property.name) }

    /// The static factory behind `.orderCompleted(…)`; `init` (an event named `Init`) is not a function name.
    public static func factory(forType typeName: String) -> String {
        let name = SwiftNames.memberName(typeName)
        return name == "init" ? "initEvent" : name
    }

    // MARK: Claims

    private mutating func claim(_ name: String, what: String, at location: SourceLocation, isEvent: Bool = false) {
        guard let first = topLevel[name] else {
            topLevel[name] = (what, location, isEvent)
            return
        }
        let fix = isEvent ? "set \"x-swift-name\" on \(what)" : "set \"x-swift-name\" on \(first.what)"
        diagnostics.append(
            .error(
                "swift-name-collision", "\(what) is generated as the Swift type '\(name)', like \(first.what) at \(first.location); \(fix)",
                at: location))
    }

    private mutating func walk(_ shape: ObjectShape, moduleName: String?) {
        var nested: [String: String] = [:]
        // An index loop with one copy of each property: in a debug build `indices` runs unspecialised and each
        // `properties[index].x` copies the whole property (a large struct).
        let properties = shape.properties
        var index = 0
        while index < properties.count {
            let property = properties[index]
            index += 1
            let schema = property.schema
            guard schema.constValue == nil else { continue }
            walk(schema, nestedName: NestedName(property), property: property.name, nested: &nested, moduleName: moduleName)
        }
    }

    /// A nested type's name, spelt only when the schema declares a type: most properties are scalars, and spelling a
    /// name for each of them was most of the cost of naming a large plan.
    private struct NestedName {
        var key: String
        var suffixes = ""

        init(_ property: Property) { key = property.swiftName ?? property.name }

        func appending(_ suffix: String) -> NestedName {
            var name = self
            name.suffixes += suffix
            return name
        }

        var spelled: String { SwiftNames.typeName(key) + suffixes }
    }

    private mutating func walk(_ schema: Schema, nestedName: NestedName, property: String, nested: inout [String: String], moduleName: String?) {
        let declaresType = schema.declaresSwiftType
        if let reference = schema.reference, declaresType {
            guard sharedTypes[reference] == nil else { return }
            var name = Self.sharedType(reference)
            if name == moduleName { name += "Value" }
            sharedTypes[reference] = name
            claim(name, what: "the shared definition '\(reference.file)#\(reference.pointer)'", at: schema.origin.location)
            if case .object(let shape) = schema.type { walk(shape, moduleName: moduleName) }
            return
        }
        if case .array(let shape) = schema.type {
            walk(shape.items, nestedName: nestedName.appending("Item"), property: property, nested: &nested, moduleName: moduleName)
            return
        }
        if case .map(let shape) = schema.type {
            walk(shape.values, nestedName: nestedName.appending("Value"), property: property, nested: &nested, moduleName: moduleName)
            return
        }
        guard declaresType else { return }
        let nestedName = nestedName.spelled
        if let first = nested[nestedName] {
            diagnostics.append(
                .error(
                    "swift-name-collision",
                    "property '\(property)' needs the nested Swift type '\(nestedName)', which property '\(first)' of the same object already gets; set \"x-swift-name\" on one of them",
                    at: schema.origin.location, pointer: schema.origin.pointer))
        } else {
            nested[nestedName] = property
        }
        if case .object(let shape) = schema.type { walk(shape, moduleName: moduleName) }
        if case .union(let union) = schema.type, union.discriminator != nil {
            for case .object(let shape) in union.members.map(\.type) { walk(shape, moduleName: moduleName) }
        }
    }
}

extension PlanNames {
    /// Output file names are unique by construction (`OutputLayout` escapes `+` and `%`), but two plan files whose
    /// paths differ only in letter case would overwrite each other on a case-insensitive file system (macOS).
    fileprivate mutating func checkOutputFiles(_ plan: Plan) {
        var seen: [String: String] = [:]
        for file in plan.files.sorted() {
            let folded = file.lowercased()
            if let first = seen[folded] {
                diagnostics.append(
                    .error(
                        "output-file-collision",
                        "plan files '\(first)' and '\(file)' differ only in letter case, so their generated Swift files would overwrite each other on macOS; rename one",
                        at: SourceLocation(file: file, line: 1, column: 1)))
            } else {
                seen[folded] = file
            }
        }
    }
}
