import TrackPlanModel

/// Is the plan implemented? Matches the app's call sites against the plan's vocabulary (pure: no files):
///
/// - `unused-event`: an event or screen nothing constructs, at its plan line;
/// - `deprecated-event-used`, `deprecated-property-used`: a construction of a deprecated event, or an argument for a
///   deprecated property, at the app's line;
/// - `event-not-in-plan`: `track(.x(…))` where the plan has no event `x` (a stale generated file, or a call of
///   an event the plan removed), at the app's line.
///
/// Every finding is a warning; `--strict` makes any of them fail the run.
public struct UsageCheck: Sendable {
    public var vocabulary: PlanVocabulary

    public init(vocabulary: PlanVocabulary) { self.vocabulary = vocabulary }

    public func diagnostics(for sites: [CallSite]) -> [Diagnostic] {
        var used = Set<String>()
        var found: [Diagnostic] = []
        for site in sites {
            guard let entry = vocabulary.entry(named: site.name) else {
                if site.isTracked, site.name.first?.isLowercase == true {
                    found.append(
                        .warning(
                            "event-not-in-plan",
                            "'.\(site.name)(…)' is tracked, but the plan has no event or screen generated as '\(site.name)'; regenerate the committed code or remove the call",
                            at: site.location))
                }
                continue
            }
            used.insert(entry.typeName)
            if let deprecation = entry.event.deprecation {
                found.append(
                    .warning(
                        "deprecated-event-used", "\(entry.title) is deprecated\(Self.detail(deprecation))", at: site.location,
                        pointer: entry.event.origin.pointer))
            }
            for label in site.labels {
                guard let property = entry.deprecatedArguments[label.name] else { continue }
                found.append(
                    .warning(
                        "deprecated-property-used",
                        "property '\(property.name)' of \(entry.title) is deprecated\(Self.detail(property.schema.deprecation))",
                        at: label.location, pointer: property.schema.origin.pointer))
            }
        }
        for entry in vocabulary.entries where !used.contains(entry.typeName) {
            found.append(
                .warning(
                    "unused-event", "\(entry.title) is never constructed in the app's code ('.\(entry.factory)(…)')", at: entry.location,
                    pointer: entry.event.origin.pointer))
        }
        return found.sortedForDisplay()
    }

    private static func detail(_ deprecation: Deprecation?) -> String {
        deprecation?.message.map { ": \($0)" } ?? ""
    }
}
