import TrackPlanModel

/// `--format json`: the stable machine schema documented in Docs/Diff.md (`formatVersion` 1).
struct JSONFormatter {
    func render(_ report: DiffReport) -> String {
        JSONValue.object([
            ("formatVersion", .int(1)),
            ("mode", .string(report.settings.mode.rawValue)),
            ("events", .string(report.settings.openness.rawValue)),
            ("old", plan(report.old)),
            ("new", plan(report.new)),
            ("breaking", .bool(report.isBreaking)),
            (
                "version",
                .object([
                    ("old", .string(report.version.old.description)),
                    ("declared", .string(report.version.declared.description)),
                    ("requiredBump", .string(report.version.requiredBump.rawValue)),
                    ("required", .string(report.version.required.description)),
                    ("ok", .bool(report.version.isSatisfied)),
                ])
            ),
            (
                "summary",
                .object(FindingSeverity.allCases.reversed().map { ($0.rawValue, .int(report.count($0))) } + [("ignored", .int(report.ignored.count))])
            ),
            ("findings", .array(report.findings.map { finding($0) })),
            (
                "ignored",
                .array(
                    report.ignored.map {
                        .object([
                            ("fingerprint", .string($0.finding.fingerprint)), ("rule", .string($0.finding.rule.id)),
                            ("path", .string($0.finding.change.path.description)), ("reason", .string($0.ignore.reason)),
                            ("expires", .optional($0.ignore.expires)),
                        ])
                    })
            ),
            ("notes", .array(report.notes.map { .string($0.description) })),
        ]).rendered()
    }

    private func plan(_ summary: DiffReport.PlanSummary) -> JSONValue {
        .object([("label", .string(summary.label)), ("name", .string(summary.name)), ("version", .string(summary.version.description))])
    }

    private func finding(_ finding: Finding) -> JSONValue {
        let change = finding.change
        let verdict = { (audience: Audience) in JSONValue.string(change.verdicts.breaks(audience) ? "breaking" : "compatible") }
        return .object([
            ("fingerprint", .string(finding.fingerprint)),
            ("rule", .string(finding.rule.id)),
            ("severity", .string(finding.severity.rawValue)),
            ("audiences", .array(finding.audiences.map { .string($0.rawValue) })),
            ("verdicts", .object(Audience.allCases.map { ($0.rawValue, verdict($0)) })),
            ("kind", .string(change.subject.kind.rawValue)),
            ("event", .string(change.subject.name)),
            ("path", .string(change.path.description)),
            ("message", .string(change.message)),
            ("hint", .optional(change.hint)),
            ("old", location(change.oldLocation)),
            ("new", location(change.newLocation)),
        ])
    }

    private func location(_ location: SourceLocation?) -> JSONValue {
        guard let location else { return .null }
        return .object([("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))])
    }
}
