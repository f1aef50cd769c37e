import TrackPlanModel

/// A change inside a shared definition shows up once for every event that uses it; a reviewer wants it once, at the
/// definition, with the list of what it reaches. Findings with the same rule, severity, definition and places are
/// merged into the first one, whose message names the definition and ends with the affected events and properties.
enum SharedDefinitionGrouping {
    static func grouped(_ findings: [Finding]) -> [Finding] {
        struct Key: Hashable {
            var rule: String
            var severity: FindingSeverity
            var definition: SchemaReference
            var old: SourceLocation?
            var new: SourceLocation?
        }
        var result: [Finding] = []
        var indexByKey: [Key: Int] = [:]
        for finding in findings {
            guard let definition = finding.change.definition else {
                result.append(finding)
                continue
            }
            let key = Key(
                rule: finding.rule.id, severity: finding.severity, definition: definition, old: finding.change.oldLocation,
                new: finding.change.newLocation)
            let use = Self.use(finding.change)
            if let index = indexByKey[key] {
                result[index].change.affected.append(use)
            } else {
                indexByKey[key] = result.count
                var merged = finding
                merged.change.affected = [use]
                result.append(merged)
            }
        }
        return result.map { finding in
            guard let definition = finding.change.definition else { return finding }
            var merged = finding
            let uses = finding.change.affected
            merged.change.message =
                "shared definition \(definition.file)#\(definition.pointer): \(finding.change.message); "
                + (uses.count == 1 ? "used by \(uses[0])" : "used by \(uses.count) properties: \(uses.joined(separator: ", "))")
            return merged
        }
    }

    /// `Order Completed › products › price`: the subject and the property path leading to the change.
    static func use(_ change: Change) -> String {
        ([change.subject.description] + propertyNames(change)).joined(separator: " › ")
    }

    /// The property names on the change's path below its subject (`products`, `price`).
    static func propertyNames(_ change: Change) -> [String] {
        var names: [String] = []
        var tokens = change.path.tokens.dropFirst(change.subject.path.tokens.count)[...]
        while let token = tokens.first {
            tokens = tokens.dropFirst()
            if token == "properties", let name = tokens.first {
                names.append(name)
                tokens = tokens.dropFirst()
            }
        }
        return names
    }
}
