import TrackPlanModel

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
                let logical: JSONValue = .object([("fullyQualifiedName", .string(finding.change.path.description)), ("kind", .string("object"))])
                members.append(("locations", .array([.object([("physicalLocation", physical(location)), ("logicalLocations", .array([logical]))])])))
                // The other side of a change: the old plan's place when the result points at the new one.
                if let other = finding.relatedLocation {
                    let side = finding.rule.isRemoval ? "in the new plan" : "before the change"
                    let related: JSONValue = .object([
                        ("id", .int(1)), ("physicalLocation", physical(other)), ("message", .object([("text", .string(side))])),
                    ])
                    members.append(("relatedLocations", .array([related])))
                }
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
            (
                "runs",
                .array([
                    .object([("tool", .object([("driver", driver)])), ("columnKind", .string("unicodeCodePoints")), ("results", .array(results))])
                ])
            ),
        ]).rendered()
    }

    private func physical(_ location: SourceLocation) -> JSONValue {
        .object([
            ("artifactLocation", .object([("uri", .string(SARIFURI.reference(location.file)))])),
            ("region", .object([("startLine", .int(location.line)), ("startColumn", .int(location.codePointColumn ?? location.column))])),
        ])
    }

    private func message(_ finding: Finding) -> String {
        var text = (finding.scope.map { "\($0): " } ?? "") + finding.change.message
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

/// File paths in SARIF `artifactLocation.uri`.
public enum SARIFURI {
    /// A file path as an RFC 3986 URI reference: every byte but the unreserved characters and `/` percent-encoded
    /// (`events/order flow.json` → `events/order%20flow.json`).
    public static func reference(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
