import TrackPlanModel

/// One file an exporter writes: a path relative to the output and its text.
public struct ExportedFile: Sendable, Hashable {
    public var path: String
    public var contents: String
}

/// `trackplan export segment` and `trackplan export json-schema`: a checked plan → other tools' formats.
public enum PlanExporter {
    /// A Segment Protocols tracking plan (the `rules[]` form `trackplan import segment` reads): one TRACK rule per
    /// event, SCREEN per screen, IDENTIFY/GROUP for traits. Each rule's `jsonSchema` is draft-07 JSON Schema with
    /// the event's wire name in `eventMetadata.name`. Consent categories and entitlements have no Segment form.
    public static func segment(_ plan: Plan) -> ExportedFile {
        func rule(_ key: String, type: String, wireName: String, schema: [(String, PlanJSON?)]) -> PlanJSON {
            let jsonSchema: [(String, PlanJSON?)] =
                [("$schema", .string("http://json-schema.org/draft-07/schema#"))] + schema
                + [("eventMetadata", .object([PlanJSON.Member("name", .string(wireName)), PlanJSON.Member("type", .string(type))]))]
            return .fields([("key", .string(key)), ("type", .string(type)), ("version", .integer(1)), ("jsonSchema", .fields(jsonSchema))])
        }
        var rules: [PlanJSON] = []
        for (kind, events) in [("TRACK", plan.events), ("SCREEN", plan.screens)] {
            rules += events.map { rule($0.key, type: kind, wireName: $0.wireName, schema: eventFields($0, forSegment: true)) }
        }
        for (kind, traits) in [("IDENTIFY", plan.identifyTraits), ("GROUP", plan.groupTraits)] {
            guard let traits else { continue }
            let fields: [(String, PlanJSON?)] = [("description", traits.description.map(PlanJSON.string)), ("type", .string("object"))]
            rules.append(
                rule(
                    kind.lowercased(), type: kind, wireName: kind.lowercased(),
                    schema: fields + SchemaExport.properties(traits.properties).map { ($0.key, $0.value) }))
        }
        let root = PlanJSON.fields([("name", .string(plan.name)), ("description", nil), ("rules", .array(rules))])
        return ExportedFile(path: "tracking-plan.json", contents: root.prettyText)
    }

    /// One standard JSON Schema (2020-12) per event and screen, named by the event's Swift type name (unique in a
    /// checked plan): `events/OrderCompleted.schema.json`, `screens/CartScreen.schema.json`. `title` is the event key.
    /// An event imported from Iglu (`x-iglu`) is written as the self-describing schema it came from: Snowplow's
    /// meta-schema as `$schema` and its `self` block (vendor, name, format, version) instead of `title`.
    public static func jsonSchemas(_ plan: Plan) -> [ExportedFile] {
        var files: [ExportedFile] = []
        let names = PlanNames(plan: plan)
        for (folder, events, isScreen) in [("events", plan.events, false), ("screens", plan.screens, true)] {
            for event in events {
                let fields = identity(event) + eventFields(event, forSegment: false)
                let name = isScreen ? names.typeName(ofScreen: event) : names.typeName(ofEvent: event)
                files.append(ExportedFile(path: "\(folder)/\(name).schema.json", contents: PlanJSON.fields(fields).prettyText))
            }
        }
        return files
    }

    static let selfDescribingMetaSchema = "http://iglucentral.com/schemas/com.snowplowanalytics.self-desc/schema/jsonschema/1-0-0#"

    /// `$schema` and the event's name: `title`, or Iglu's `self` block.
    static func identity(_ event: Event) -> [(String, PlanJSON?)] {
        guard let key = event.iglu else {
            return [("$schema", .string("https://json-schema.org/draft/2020-12/schema")), ("title", .string(event.key))]
        }
        let block = PlanJSON.fields([
            ("vendor", .string(key.vendor)), ("name", .string(key.name)), ("format", .string(key.format)), ("version", .string(key.version)),
        ])
        return [("$schema", .string(selfDescribingMetaSchema)), ("self", block)]
    }

    /// An event's keywords. Segment carries the wire name in `eventMetadata` and has no consent categories.
    static func eventFields(_ event: Event, forSegment: Bool) -> [(String, PlanJSON?)] {
        var fields: [(String, PlanJSON?)] = []
        if !forSegment, event.wireName != event.key { fields.append(("x-wire-name", .string(event.wireName))) }
        fields.append(("x-swift-name", event.swiftName.map(PlanJSON.string)))
        if !event.previousNames.isEmpty { fields.append(("x-previous-name", .array(event.previousNames.map(PlanJSON.string)))) }
        if !forSegment { fields.append(("x-consent", event.consent.map(PlanJSON.string))) }
        fields.append(("description", event.description.map(PlanJSON.string)))
        fields += SchemaExport.deprecation(event.deprecation)
        fields.append(("type", .string("object")))
        return fields + SchemaExport.properties(event.properties).map { ($0.key, $0.value) }
    }
}
