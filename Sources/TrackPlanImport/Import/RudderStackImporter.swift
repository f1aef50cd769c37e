/// `trackplan import rudderstack`: a RudderStack data catalog (rudder-iac YAML) → a plan directory.
///
/// `properties` and `custom-types` are resolved where a tracking plan (`kind: tp`) uses them; each event rule
/// becomes an event (track) or screen (screen, page) with its properties, `allow_unplanned` as
/// `additionalProperties`. Identify and group rules become the `identify`/`group` traits. Custom types are
/// written out in place. Without a tracking plan, every catalog event is imported without properties.
public enum RudderStackImporter {
    public static func importPlan(_ sources: [(path: String, bytes: [UInt8])]) throws -> ImportedPlan {
        var catalog = RudderStackCatalog()
        for source in sources {
            let yaml = try PlanJSON.parse(yaml: String(decoding: source.bytes, as: UTF8.self), path: source.path)
            catalog.add(yaml, path: source.path)
        }
        guard !catalog.events.isEmpty else { throw ImportError("no RudderStack events found (expected YAML with kind: events)") }
        var translator = RudderStackTranslator(catalog: catalog)
        let sections = translator.sections()
        let plan = catalog.plans.first
        let manifest = PlanManifest(
            comment: "Imported by trackplan import rudderstack"
                + (plan.flatMap { $0["id"]?.stringValue }.map { " from the tracking plan '\($0)'." } ?? "."),
            name: plan?["display_name"]?.stringValue ?? catalog.groupName ?? "RudderStack plan",
            description: plan?["description"]?.stringValue, additionalProperties: false)
        return ImportedPlan(manifest: manifest, files: [("events.json", .object(sections))], report: translator.adapter.report)
    }
}

/// The catalog's entities by reference (`#/<kind>/<group>/<id>`).
struct RudderStackCatalog {
    var properties: [String: PlanJSON] = [:]
    var customTypes: [String: PlanJSON] = [:]
    var categories: [String: PlanJSON] = [:]
    /// Events in file order, with their references.
    var events: [(ref: String, json: PlanJSON)] = []
    var plans: [PlanJSON] = []
    var groupName: String?
    var notes: [ImportNote] = []

    mutating func add(_ yaml: PlanJSON, path: String) {
        let group = yaml["metadata"]?["name"]?.stringValue ?? ""
        groupName = groupName ?? group
        let spec = yaml["spec"]
        func entities(_ key: String) -> [(String, PlanJSON)] {
            (spec?[key]?.arrayValue ?? []).compactMap { entity in entity["id"]?.stringValue.map { (String($0), entity) } }
        }
        switch yaml["kind"]?.stringValue {
        case "properties": for (id, entity) in entities("properties") { properties["#/properties/\(group)/\(id)"] = entity }
        case "custom-types": for (id, entity) in entities("types") { customTypes["#/custom-types/\(group)/\(id)"] = entity }
        case "categories": for (id, entity) in entities("categories") { categories["#/categories/\(group)/\(id)"] = entity }
        case "events": for (id, entity) in entities("events") { events.append(("#/events/\(group)/\(id)", entity)) }
        case "tp": if let spec { plans.append(spec) }
        case let kind:
            notes.append(ImportNote(place: path, construct: "kind '\(kind ?? "none")'", reason: "not a catalog kind the importer reads"))
        }
    }
}
