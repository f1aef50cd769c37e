/// Turns a RudderStack catalog's tracking-plan rules into plan sections through `SchemaAdapter`: each property
/// becomes the JSON Schema RudderStack means by it, then the adapter keeps what the plan language can say.
struct RudderStackTranslator {
    let catalog: RudderStackCatalog
    var adapter: SchemaAdapter

    init(catalog: RudderStackCatalog) {
        self.catalog = catalog
        var report = ImportReport()
        report.notes = catalog.notes
        adapter = SchemaAdapter(report: report)
    }

    mutating func sections() -> [PlanJSON.Member] {
        var events: [PlanJSON.Member] = [], screens: [PlanJSON.Member] = [], traits: [PlanJSON.Member] = []
        let rules = catalog.plans.flatMap { $0["rules"]?.arrayValue ?? [] }
        var used: Set<String> = []
        for rule in rules {
            guard let ref = rule["event"]?["$ref"]?.stringValue, let event = catalog.events.first(where: { $0.ref == ref })?.json else {
                adapter.report.note(rule["id"]?.stringValue ?? "rule", "rule", "its event is not in the catalog (or the rule has no event)")
                continue
            }
            used.insert(ref)
            let type = event["event_type"]?.stringValue ?? "track"
            let key = event["name"]?.stringValue ?? event["id"]?.stringValue ?? ref
            var source = objectSchema(rule["properties"]?.arrayValue ?? [], variants: rule["variants"], at: key)
            source.append(PlanJSON.Member("additionalProperties", .bool(rule["event"]?["allow_unplanned"]?.boolValue ?? false)))
            if let description = event["description"] { source.insert(PlanJSON.Member("description", description), at: 0) }
            switch type {
            case "identify", "group":
                var members = adapter.objectMembers(.object(source), at: key) ?? []
                if let description = event["description"] { members.insert(PlanJSON.Member("description", description), at: 0) }
                traits.append(PlanJSON.Member(type, .object(members)))
            default:
                let converted = adapter.event(.object(source), key: key, comment: category(of: event, key: key))
                if type == "track" { events.append(PlanJSON.Member(key, converted)) } else { screens.append(PlanJSON.Member(key, converted)) }
            }
        }
        for (ref, event) in catalog.events where !used.contains(ref) {
            if rules.isEmpty, let key = event["name"]?.stringValue ?? event["id"]?.stringValue, event["event_type"]?.stringValue ?? "track" == "track"
            {
                events.append(PlanJSON.Member(key, adapter.event(.object([]), key: key, comment: category(of: event, key: key))))
            } else {
                adapter.report.note(
                    ref, "\(event["event_type"]?.stringValue ?? "track") event", "no tracking-plan rule uses it, so it has no properties to import")
            }
        }
        var report = adapter.report
        var sections: [PlanJSON.Member] = []
        if !events.isEmpty {
            sections.append(PlanJSON.Member("events", .object(SwiftNameSeparation.separate(events, as: .event, at: "", report: &report))))
        }
        if !screens.isEmpty {
            sections.append(PlanJSON.Member("screens", .object(SwiftNameSeparation.separate(screens, as: .screen, at: "", report: &report))))
        }
        adapter.report = report
        return sections + traits
    }

    /// `properties` and `required` for a list of `{$ref, required, properties}` entries, plus any variants.
    mutating func objectSchema(_ entries: [PlanJSON], variants: PlanJSON?, at place: String) -> [PlanJSON.Member] {
        var properties: [PlanJSON.Member] = []
        var required: [PlanJSON] = []
        func add(_ entry: PlanJSON, optionalOnly: Bool) {
            guard let ref = entry["$ref"]?.stringValue, let property = catalog.properties[ref] else {
                adapter.report.note(place, "property \(entry["$ref"]?.stringValue ?? "without $ref")", "not in the catalog's properties")
                return
            }
            let name = property["name"]?.stringValue ?? property["id"]?.stringValue ?? ref
            guard !properties.contains(where: { $0.key == name }) else { return }
            properties.append(PlanJSON.Member(name, schema(property, nested: entry["properties"]?.arrayValue, at: "\(place).\(name)")))
            if !optionalOnly, entry["required"]?.boolValue == true { required.append(.string(name)) }
        }
        for entry in entries { add(entry, optionalOnly: false) }
        for variant in variants?.arrayValue ?? [] {
            let discriminator = variant["discriminator"]?.stringValue.flatMap { catalog.properties[$0]?["name"]?.stringValue } ?? "?"
            let cases = (variant["cases"]?.arrayValue ?? []).map { $0["display_name"]?.stringValue ?? "case" }
            adapter.report.note(
                place, "variants on '\(discriminator)' (\(cases.joined(separator: "; ")))",
                "properties that depend on another property's value are not in the plan language; the cases' and the default's properties are optional here"
            )
            for entry in (variant["cases"]?.arrayValue ?? []).flatMap({ $0["properties"]?.arrayValue ?? [] }) + (variant["default"]?.arrayValue ?? [])
            {
                add(entry, optionalOnly: true)
            }
        }
        var members = [PlanJSON.Member("properties", .object(properties))]
        if !required.isEmpty { members.append(PlanJSON.Member("required", .array(required))) }
        return members
    }

    /// The JSON Schema a catalog property means: its type (a custom type written out), `propConfig`, nesting.
    mutating func schema(_ property: PlanJSON, nested: [PlanJSON]?, at place: String) -> PlanJSON {
        var definition = property
        if let ref = property["type"]?.stringValue, ref.hasPrefix("#/custom-types/") {
            guard let custom = catalog.customTypes[ref] else {
                adapter.report.note(place, "custom type \(ref)", "not in the catalog")
                return .object([])
            }
            definition = custom
        }
        let names = (definition["type"]?.stringValue ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        var output: [PlanJSON.Member] = []
        if let description = property["description"] ?? definition["description"] { output.append(PlanJSON.Member("description", description)) }
        if !names.isEmpty { output.append(PlanJSON.Member("type", names.count == 1 ? .string(names[0]) : .array(names.map(PlanJSON.string)))) }
        for member in (definition["propConfig"] ?? definition["config"])?.members ?? [] {
            if member.key == "itemTypes" {
                let items = member.value.arrayValue ?? []
                output.append(PlanJSON.Member("items", .object([PlanJSON.Member("type", items.count == 1 ? items[0] : .array(items))])))
            } else {
                output.append(member)
            }
        }
        if names == ["object"] {
            let entries = nested ?? definition["properties"]?.arrayValue
            if let entries {
                output += objectSchema(entries, variants: definition["variants"], at: place)
            } else {
                output.append(PlanJSON.Member("additionalProperties", .bool(true)))
            }
        }
        return .object(output)
    }

    private mutating func category(of event: PlanJSON, key: String) -> String? {
        guard let ref = event["category"]?.stringValue else { return nil }
        let name = catalog.categories[ref]?["name"]?.stringValue ?? ref
        adapter.report.note(key, "category '\(name)'", "RudderStack's event categories have no plan counterpart; kept as $comment")
        return "RudderStack category: \(name)"
    }
}
