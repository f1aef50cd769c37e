import TrackPlanModel
import TrackPlanParse

/// `x-version` and `x-versions`: the current version's number and the earlier versions an event keeps
/// (Docs/PlanLanguage.md, "Event versions").
extension PlanReading {
    /// The current version: `x-version`, else 1.
    func readEventVersion(_ fields: KeywordFields) -> Int {
        guard let member = fields["x-version"] else { return 1 }
        guard case .integer(let number) = member.value.value, number >= 1, number <= 10_000 else {
            var found = member.value.typeName
            if case .integer(let number) = member.value.value { found = String(number) }
            error("event-version-invalid", "'x-version' must be an integer from 1 (the implicit version) up, found \(found)", at: member.value)
            return 1
        }
        return Int(number)
    }

    /// The kept versions of `event` (read as far as its current version), oldest first, each checked against its
    /// successor.
    func readKeptVersions(_ fields: KeywordFields, of event: Event, member: JSONMember, kind: EventKind, in file: String) -> [Event] {
        guard let versionsMember = fields["x-versions"] else { return [] }
        if kind == .screen {
            error(
                "misplaced-keyword", "'x-versions' is not allowed in a screen; versions are for track events (a screen's shape changes with its app)",
                atKeyOf: versionsMember)
            return []
        }
        guard let entries = object(versionsMember) else { return [] }
        var kept: [Event] = []
        for entry in entries {
            guard let number = Int(entry.key), String(number) == entry.key, number >= 1, number < event.version else {
                error(
                    "event-version-invalid",
                    "'x-versions' key \"\(entry.key)\" must be a version number below the current version \(event.version) of event '\(event.key)'",
                    atKeyOf: entry)
                continue
            }
            if let version = readKeptVersion(entry, number: number, of: event, in: file) { kept.append(version) }
        }
        kept.sort { $0.version < $1.version }
        checkVersionSequence(kept, of: event, entries: entries)
        return kept
    }

    private func readKeptVersion(_ entry: JSONMember, number: Int, of event: Event, in file: String) -> Event? {
        let node = entry.value
        guard let members = node.members else {
            error("keyword-type", "version \(number) of event '\(event.key)' must be an object schema, found \(node.typeName)", at: node)
            return nil
        }
        let before = errorCount
        let fields = checkKeywords(members, in: .eventVersion)
        let shape = readObjectShape(fields, of: node, in: file)
        let wireName = fields["x-wire-name"].flatMap { string($0, nonEmpty: true) }
        if let wireName, wireName != event.wireName, let place = fields["x-wire-name"] {
            error(
                "event-version-wire-name",
                "version \(number) of event '\(event.key)' is sent as '\(wireName)', but the event as '\(event.wireName)'; the versions of one event share its wire name",
                atKeyOf: place)
        }
        let swiftName = readSwiftName(fields) ?? PlanNames.eventType(event) + "V\(number)"
        claimSwiftName(
            JSONMember(key: "\(event.key)' version '\(number)", keyLocation: entry.keyLocation, value: node), override: swiftName, kind: .events)
        let current = PlanNames.eventType(event)
        let deprecation =
            readDeprecation(fields)
            ?? Deprecation(message: "version \(number) of '\(event.key)'; track \(current) (version \(event.version))")
        let consent = fields["x-consent"].flatMap { string($0, nonEmpty: true) } ?? event.consent
        guard errorCount == before, let shape else { return nil }
        var version = Event(
            key: event.key, wireName: event.wireName, swiftName: swiftName, description: fields["description"].flatMap { string($0) },
            deprecation: deprecation, consent: consent, properties: shape,
            origin: Origin(location: node.location, pointer: node.pointer, keyLocation: entry.keyLocation, keywords: fields.locations))
        version.version = number
        version.currentVersion = event.version
        return version
    }

    /// No gap between the kept versions and the current one; no version the same as the one after it.
    private func checkVersionSequence(_ kept: [Event], of event: Event, entries: [JSONMember]) {
        let sequence = kept + [event]
        for (older, newer) in zip(sequence, sequence.dropFirst()) {
            let place = entries.first { $0.key == String(older.version) }
            guard let place else { continue }
            if newer.version != older.version + 1 {
                let missing = (older.version + 1..<newer.version).map(String.init).joined(separator: ", ")
                error(
                    "event-version-gap",
                    "event '\(event.key)' keeps version \(older.version) and then \(newer.version == event.version ? "is at" : "keeps") version \(newer.version), but version \(missing) is missing; keep it, or drop the older versions too (versions are dropped from the oldest)",
                    atKeyOf: place)
            } else if PlanHash.sameContent(older.properties, newer.properties) {
                error(
                    "event-version-unchanged",
                    "version \(older.version) of event '\(event.key)' has the same properties as version \(newer.version); a new version is for a breaking change: remove one of them",
                    atKeyOf: place)
            }
        }
    }
}
