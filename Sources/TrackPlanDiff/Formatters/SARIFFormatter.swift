/// `--format sarif`: SARIF 2.1.0 for code-scanning upload. One run; the driver lists every rule of the catalog,
/// each result points at its rule by id and index and carries the fingerprint as a partial fingerprint.
struct SARIFFormatter {
    /// The trackplan version stamped into the driver.
    var version: String
    func render(_ report: DiffReport) -> String {
        let rules = RuleCatalog.all
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results = report.findings.map { finding -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("ruleId", .string(finding.rule.id)),
                ("ruleIndex", .int(ruleIndex[finding.rule.id]!)),
                ("level", .string(level(finding.severity))),
                ("message", .object([("text", .string(message(finding)))])),
            ]
            if let location = finding.primaryLocation {
                let physical: JSONValue = .object([
                    ("artifactLocation", .object([("uri", .string(location.file))])),
                    ("region", .object([("startLine", .int(location.line)), ("startColumn", .int(location.column))])),
                ])
                let logical: JSONValue = .object([("fullyQualifiedName", .string(finding.change.path.description)), ("kind", .string("object"))])
                members.append(("locations", .array([.object([("physicalLocation", physical), ("logicalLocations", .array([logical]))])])))
            }
            members.append(("partialFingerprints", .object([("trackplanDiff/v1", .string(finding.fingerprint))])))
            members.append(
                (
                    "properties",
                    .object([("audiences", .array(finding.audiences.map { .string($0.rawValue) })), ("event", .string(finding.change.subject.name))])
                ))
            return .object(members)
        }
        let driver: JSONValue = .object([
            ("name", .string("trackplan diff")),
            ("version", .string(version)),
            (
                "rules",
                .array(
                    rules.map { rule in
                        .object([
                            ("id", .string(rule.id)),
                            ("shortDescription", .object([("text", .string(rule.summary))])),
                            ("help", .object([("text", .string("See Docs/Diff.md, rule \(rule.id)."))])),
                            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
                        ])
                    })
            ),
        ])
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
        ]).rendered()
    }

    private func message(_ finding: Finding) -> String {
        var text = finding.change.message
        if !finding.audienceNote.isEmpty { text += " (\(finding.audienceNote))" }
        if let hint = finding.change.hint { text += ". Hint: \(hint)" }
        return text
    }

    private func level(_ severity: FindingSeverity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}
