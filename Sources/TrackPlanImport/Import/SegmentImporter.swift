/// `trackplan import segment`: a Segment Protocols tracking-plan export → a plan directory.
///
/// Reads the `rules[]` form (`{key, type, jsonSchema}` per rule, as the Public API and typewriter write it) and
/// the Config API form (`rules.events[]` of `{name, rules}`). TRACK rules become events, PAGE and SCREEN rules
/// screens, IDENTIFY and GROUP the `identify`/`group` traits. `eventMetadata.name` becomes `x-wire-name` when it
/// differs from the key. Objects stay open (`defaults.additionalProperties: true`), as JSON Schema reads them.
public enum SegmentImporter {
    static let bookkeeping = [
        "$schema": "the draft-07 declaration; plan files use the 2020-12 vocabulary for what they keep",
        "id": "Segment's identifier of the property, not part of its schema",
        "labels": "Segment's labels have no plan counterpart",
        "key": "Segment's key of the property (its name is the property key)",
        "eventMetadata": "Segment's event metadata; its name is the wire name (x-wire-name when it differs)",
    ]

    public static func importPlan(_ bytes: [UInt8], fileName: String) throws -> ImportedPlan {
        let root = try PlanJSON.parse(json: bytes, path: fileName)
        var adapter = SchemaAdapter(report: ImportReport(), bookkeeping: bookkeeping)
        var events: [PlanJSON.Member] = [], screens: [PlanJSON.Member] = []
        var sections: [PlanJSON.Member] = []
        for rule in try rules(root, fileName: fileName) {
            let place = rule.key
            switch rule.type {
            case "TRACK", "PAGE", "SCREEN":
                let wire = rule.schema["eventMetadata"]?["name"]?.stringValue
                let event = adapter.event(payload(rule.schema, part: "properties", at: place, adapter: &adapter), key: rule.key, wireName: wire)
                if rule.type == "TRACK" { events.append(PlanJSON.Member(rule.key, event)) } else { screens.append(PlanJSON.Member(rule.key, event)) }
            case "IDENTIFY", "GROUP":
                let traits = payload(rule.schema, part: "traits", at: place, adapter: &adapter)
                var members = adapter.objectMembers(traits, at: place) ?? []
                if let description = traits["description"], description != .string("") {
                    members.insert(PlanJSON.Member("description", description), at: 0)
                }
                sections.append(PlanJSON.Member(rule.type == "IDENTIFY" ? "identify" : "group", .object(members)))
            default:
                adapter.report.note(place, "rule of type '\(rule.type)'", "only TRACK, PAGE, SCREEN, IDENTIFY and GROUP rules describe events")
            }
        }
        // Lint refuses a plan without events or screens (`empty-plan`): say so here rather than write one.
        guard !events.isEmpty || !screens.isEmpty else {
            throw ImportError("\(fileName): error: no TRACK, PAGE or SCREEN rule with a 'jsonSchema'; a plan needs an event or a screen")
        }
        var report = adapter.report
        var file: [PlanJSON.Member] = []
        if !events.isEmpty {
            file.append(PlanJSON.Member("events", .object(SwiftNameSeparation.separate(events, as: .event, at: "", report: &report))))
        }
        if !screens.isEmpty {
            file.append(PlanJSON.Member("screens", .object(SwiftNameSeparation.separate(screens, as: .screen, at: "", report: &report))))
        }
        let manifest = PlanManifest(
            comment: "Imported by trackplan import segment from \(fileName).", name: root["name"]?.stringValue ?? "Segment plan",
            description: root["description"]?.stringValue, additionalProperties: true)
        return ImportedPlan(manifest: manifest, files: [("events.json", .object(file + sections))], report: report)
    }

    struct Rule {
        var key: String
        var type: String
        var schema: PlanJSON
    }

    static func rules(_ root: PlanJSON, fileName: String) throws -> [Rule] {
        if let list = root["rules"]?.arrayValue {
            return list.compactMap { rule in
                guard let key = rule["key"]?.stringValue ?? rule["name"]?.stringValue, let schema = rule["jsonSchema"] else { return nil }
                return Rule(key: key, type: rule["type"]?.stringValue ?? "TRACK", schema: schema)
            }
        }
        if let list = root["rules"]?["events"]?.arrayValue {
            return list.compactMap { event in
                guard let name = event["name"]?.stringValue, let schema = event["rules"] else { return nil }
                return Rule(key: name, type: "TRACK", schema: schema)
            }
        }
        throw ImportError("\(fileName): error: no 'rules' list; expected a Segment Protocols tracking-plan export")
    }

    /// Protocols nests an event's properties under `properties.properties` beside `context` and `traits`; the
    /// flat form (typewriter's export) has them directly. Returns the schema holding the `part`.
    static func payload(_ schema: PlanJSON, part: String, at place: String, adapter: inout SchemaAdapter) -> PlanJSON {
        guard let outer = schema["properties"]?.members, !outer.isEmpty,
            outer.allSatisfy({ ["context", "traits", "properties"].contains($0.key) }), let inner = schema["properties"]?[part],
            inner.members != nil, inner["properties"] != nil || inner["type"] != nil
        else { return schema }
        for member in outer where member.key != part && member.value["properties"]?.members?.isEmpty == false {
            adapter.report.note(place, "'\(member.key)' schema", "the plan describes the event's \(part) only")
        }
        var merged = inner.members ?? []
        for key in ["description", "eventMetadata", "labels", "$schema"] where inner[key] == nil {
            if let value = schema[key] { merged.append(PlanJSON.Member(key, value)) }
        }
        return .object(merged)
    }
}
