import TrackPlanModel
import TrackPlanParse

extension PlanReading {
    /// Reads one entry of `events` or `screens` (track events and screens share one schema shape).
    func readEvent(_ member: JSONMember, kind: EventKind, in file: String) -> Event? {
        let node = member.value
        let isFirst = declareOnce(member.key, kind: kind.noun, member: member)
        guard let members = node.members else {
            error("keyword-type", "\(kind.noun) '\(member.key)' must be an object schema, found \(node.typeName)", at: node)
            return nil
        }
        let before = errorCount
        let fields = checkKeywords(members, in: .event)
        if let type = fields["type"], type.value.stringValue != "object" {
            error("invalid-keyword-value", "\(kind == .track ? "an event" : "a screen")'s 'type' must be \"object\" (or left out)", at: type.value)
        }
        checkEventStyle(member, kind: kind, hasDescription: fields["description"] != nil)
        let shape = readObjectShape(fields, of: node, in: file)
        let description = fields["description"].flatMap { string($0) }
        _ = fields["title"].map { string($0) }
        _ = fields["examples"].map { readExamples($0) }
        let deprecation = readDeprecation(fields)
        let wireName = fields["x-wire-name"].flatMap { string($0, nonEmpty: true) }
        if isFirst { checkWireNameUnique(wireName ?? member.key, of: member, kind: kind, wireNameMember: fields["x-wire-name"]) }
        let consent = readEventConsent(fields["x-consent"])
        let swiftName = readSwiftName(fields)
        claimSwiftName(member, override: swiftName, kind: kind == .track ? .events : .screens)
        let previousNames = readPreviousNames(fields)
        let iglu = fields["x-iglu"].flatMap { readIgluKey($0) }
        if kind == .screen, let versionMember = fields["x-version"] {
            error("misplaced-keyword", "'x-version' is not allowed in a screen; versions are for track events", atKeyOf: versionMember)
        }
        let version = kind == .track ? readEventVersion(fields) : 1
        guard isFirst, errorCount == before, let shape else { return nil }
        var event = Event(
            key: member.key, wireName: wireName, swiftName: swiftName, description: description, deprecation: deprecation,
            consent: consent, previousNames: previousNames, properties: shape, iglu: iglu,
            origin: Origin(location: node.location, pointer: node.pointer, keyLocation: member.keyLocation, keywords: fields.locations))
        event.version = version
        event.keptVersions = readKeptVersions(fields, of: event, member: member, kind: kind, in: file)
        return event
    }

    /// `x-iglu`: an Iglu schema key, `iglu:<vendor>/<name>/<format>/<MODEL-REVISION-ADDITION>`.
    private func readIgluKey(_ member: JSONMember) -> IgluSchemaKey? {
        guard let text = string(member, nonEmpty: true) else { return nil }
        guard let key = IgluSchemaKey(uri: text) else {
            error(
                "invalid-keyword-value",
                "'x-iglu' must be an Iglu schema key such as \"iglu:com.acme/checkout_started/jsonschema/1-0-0\" (SchemaVer MODEL-REVISION-ADDITION), found \"\(text)\"",
                at: member.value)
            return nil
        }
        return key
    }

    /// `x-consent` (which must name a declared category), else the manifest's default.
    private func readEventConsent(_ member: JSONMember?) -> String? {
        guard let member else { return manifest.defaultConsent }
        guard let name = string(member, nonEmpty: true) else { return nil }
        let declared = consentCategories.map(\.name)
        if !declared.contains(name) {
            let known =
                declared.isEmpty
                ? "the plan declares no consent categories; add a 'consent' section" : "declared: \(declared.joined(separator: ", "))"
            error(
                "unknown-consent", "consent category '\(name)' is not declared (\(known))\(ClosestMatch.hint(for: name, among: declared))",
                at: member.value)
        }
        return name
    }

    /// Two events (or two screens) may not send the same name on the wire.
    private func checkWireNameUnique(_ wireName: String, of member: JSONMember, kind: EventKind, wireNameMember: JSONMember?) {
        let registry = "\(kind.noun) wire name"
        let place = wireNameMember ?? member
        guard let first = contents.declare(wireName, kind: registry, at: place.keyLocation) else { return }
        error(
            "duplicate-\(kind.noun)", "\(kind.noun) '\(member.key)' is sent as '\(wireName)', like the \(kind.noun) at \(first)",
            atKeyOf: place)
    }

    private func checkEventStyle(_ member: JSONMember, kind: EventKind, hasDescription: Bool) {
        let convention = manifest.lint.eventNaming
        if !convention.accepts(member.key) {
            warning(
                "event-naming",
                "\(kind.noun) '\(member.key)' does not follow the \(convention.rawValue) convention (like '\(convention.eventExample)')",
                atKeyOf: member)
        }
        if !hasDescription {
            warning("missing-description", "\(kind.noun) '\(member.key)' has no description", atKeyOf: member)
        }
    }
}
