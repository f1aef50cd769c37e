import TrackPlanModel

/// `trackplan import iglu`: Snowplow Iglu self-describing JSON Schemas → a plan directory, one event per schema name.
///
/// `self.name` is the event key, `self.vendor` the plan file (`events/<vendor>.json`), and the schema's Iglu key
/// its `x-iglu` (which `trackplan export json-schema` writes back as `self`). When several versions of one schema
/// are given, the highest SchemaVer is imported and the others are noted. The plan's version is the highest
/// SchemaVer imported, read as a semantic version (`MODEL-REVISION-ADDITION` → `MODEL.REVISION.ADDITION`), unless
/// `import --plan-version` says otherwise. A schema without `self` (a plain JSON Schema) is named by its `title`,
/// else its file name, and goes to `events.json`.
public enum IgluImporter {
    static let bookkeeping = ["$schema": "the self-describing meta-schema URI; the schema's Iglu URI is kept as $comment"]

    public static func importPlan(_ sources: [(path: String, bytes: [UInt8])]) throws -> ImportedPlan {
        var report = ImportReport()
        var schemas: [Schema] = []
        for source in sources {
            guard let json = try? PlanJSON.parse(json: source.bytes, path: source.path), json.members != nil else {
                report.note(source.path, "file", "not a JSON object, so not a schema")
                continue
            }
            schemas.append(Schema(json: json, path: source.path))
        }
        guard !schemas.isEmpty else { throw ImportError("no JSON Schema files found") }
        // The newest version of each (vendor, name); older ones are noted.
        var newest: [String: Schema] = [:]
        for schema in schemas {
            let id = "\(schema.vendor ?? "")/\(schema.name)"
            guard let kept = newest[id] else { newest[id] = schema; continue }
            let (winner, loser) = kept.version.lexicographicallyPrecedes(schema.version) ? (schema, kept) : (kept, schema)
            newest[id] = winner
            report.note(
                loser.path, "schema version \(loser.versionText)",
                "superseded by \(winner.versionText) (\(winner.path)); a plan holds one version of each event")
        }
        let keys = eventKeys(newest.values, report: &report)
        var adapter = SchemaAdapter(report: report, bookkeeping: bookkeeping)
        var files: [String: [PlanJSON.Member]] = [:]
        for schema in schemas where newest["\(schema.vendor ?? "")/\(schema.name)"]?.path == schema.path {
            let key = keys[schema.path] ?? schema.name
            var source = schema.json
            let consumed: Set<String> = schema.vendor == nil && schema.json["title"]?.stringValue == schema.name ? ["self", "title"] : ["self"]
            if case .object(let members) = source { source = .object(members.filter { !consumed.contains($0.key) }) }
            var event = adapter.event(source, key: key, comment: schema.comment)
            if let key = schema.key, case .object(var members) = event {
                members.insert(PlanJSON.Member("x-iglu", .string(key.description)), at: 0)
                event = .object(members)
            }
            files[schema.vendor.map { "events/\($0).json" } ?? "events.json", default: []].append(PlanJSON.Member(key, event))
        }
        report = adapter.report
        let planFiles = files.sorted { $0.key < $1.key }.map { path, events in
            (
                path,
                PlanJSON.object([PlanJSON.Member("events", .object(SwiftNameSeparation.separate(events, as: .event, at: "", report: &report)))])
            )
        }
        var manifest = PlanManifest(comment: "Imported by trackplan import iglu.", name: "Iglu schemas", additionalProperties: true)
        let versions = newest.values.compactMap { $0.key?.semanticVersion }
        if let highest = versions.max() { manifest.version = highest.description }
        return ImportedPlan(manifest: manifest, files: planFiles, report: report)
    }

    /// The event key of each imported schema, by path: its `self.name`, except when vendors share the name
    /// (`com.acme/application_error` and `com.snowplowanalytics.snowplow/application_error` are two events to
    /// Snowplow, but a plan's event keys are its wire names and must differ). Then every schema of that name that has a
    /// vendor is keyed `<vendor>/<name>`, as its Iglu URI names it, whatever the order of the files; a plain JSON Schema
    /// (no vendor) keeps the bare name. Each renamed schema is noted with the others of its name.
    static func eventKeys(_ imported: some Sequence<Schema>, report: inout ImportReport) -> [String: String] {
        var byName: [String: [Schema]] = [:]
        for schema in imported { byName[schema.name, default: []].append(schema) }
        var keys: [String: String] = [:]
        for (name, sharing) in byName.sorted(by: { $0.key < $1.key }) where sharing.count > 1 {
            let sorted = sharing.sorted { ($0.vendor ?? "", $0.path) < ($1.vendor ?? "", $1.path) }
            for schema in sorted {
                guard let vendor = schema.vendor else { continue }
                let others = sorted.filter { $0.path != schema.path }.map { "\($0.vendor ?? "no vendor") in \($0.path)" }
                keys[schema.path] = "\(vendor)/\(name)"
                report.note(
                    schema.path, "event name '\(name)'",
                    "also the name of \(others.joined(separator: ", ")); imported as '\(vendor)/\(name)' (its Iglu vendor and name)")
            }
        }
        return keys
    }

    /// One schema file and its Iglu identity.
    struct Schema {
        var json: PlanJSON
        var path: String
        var vendor: String?
        var name: String
        /// SchemaVer MODEL-REVISION-ADDITION, for ordering.
        var version: [Int]
        var versionText: String
        var comment: String?
        /// The Iglu key, for a schema with a complete `self` block.
        var key: IgluSchemaKey?

        init(json: PlanJSON, path: String) {
            self.json = json
            self.path = path
            let identity = json["self"]
            let stem = String(path.split(separator: "/").last ?? "schema").replacingOccurrences(of: ".json", with: "")
            vendor = identity?["vendor"]?.stringValue
            name = identity?["name"]?.stringValue ?? json["title"]?.stringValue ?? stem
            versionText = identity?["version"]?.stringValue ?? "1-0-0"
            version = versionText.split(separator: "-").map { Int($0) ?? 0 }
            if let vendor, let format = identity?["format"]?.stringValue {
                key = IgluSchemaKey(uri: "iglu:\(vendor)/\(name)/\(format)/\(versionText)")
                comment = key == nil ? "iglu:\(vendor)/\(name)/\(format)/\(versionText)" : json["$comment"]?.stringValue
            } else {
                comment = json["$comment"]?.stringValue
            }
        }
    }
}
