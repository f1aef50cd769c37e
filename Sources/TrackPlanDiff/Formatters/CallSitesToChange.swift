import TrackPlanModel

/// A place in the app's code that constructs an event or screen of the old plan (from the usage scanner's call
/// sites, resolved against the old plan's generated names by `TrackPlanDiffFiles`).
public struct PlannedCallSite: Sendable, Hashable {
    /// The event's key in the new plan when it was renamed, else its key in the old plan.
    public var eventKey: String
    public var isScreen: Bool
    public var location: SourceLocation
    /// The arguments passed, by the property's wire key in the old plan, with their argument labels.
    public var arguments: [String: String]

    public init(eventKey: String, isScreen: Bool, location: SourceLocation, arguments: [String: String]) {
        self.eventKey = eventKey
        self.isScreen = isScreen
        self.location = location
        self.arguments = arguments
    }
}

/// "Call sites that must change": for each finding that changes what the app's code must write, every construction
/// of its event at `file:line` with the change it needs.
enum CallSitesToChange {
    struct Item {
        var site: PlannedCallSite
        var finding: Finding
        var change: String
    }

    static func items(_ report: DiffReport, sites: [PlannedCallSite]) -> [Item] {
        guard !sites.isEmpty else { return [] }
        var bySubject: [Subject: [PlannedCallSite]] = [:]
        for site in sites { bySubject[Subject(site.isScreen ? .screen : .event, site.eventKey), default: []].append(site) }
        var items: [Item] = []
        for finding in report.findings {
            guard let matching = bySubject[finding.change.subject] else { continue }
            let property = finding.change.definition == nil ? SharedDefinitionGrouping.propertyNames(finding.change).first : nil
            for site in matching {
                let label = property.flatMap { site.arguments[$0] }
                guard
                    let change = needed(finding.rule.id, property: property.map(MarkdownText.code), label: label.map { MarkdownText.code($0 + ":") })
                else { continue }
                items.append(Item(site: site, finding: finding, change: change))
            }
        }
        return items.sorted { $0.site.location < $1.site.location }
    }

    /// The change a call site needs for a finding under `rule` as Markdown, nil when it needs none (`property` and
    /// `label`, already code spans: the finding's property and the argument the site passes for it, if any).
    static func needed(_ rule: String, property: String?, label: String?) -> String? {
        switch rule {
        case "event-removed": return "remove this call: the event is no longer in the plan"
        case "event-renamed", "swift-name-changed": return "call the event by its new generated name (regenerate first)"
        case "property-added-required": return property.map { "pass the new required property \($0)" }
        case "property-made-required": return label == nil ? property.map { "pass \($0): it is now required" } : nil
        case "property-removed": return label.map { "remove the \($0) argument: the property is no longer in the plan" }
        case "property-renamed": return label.map { "rename the \($0) argument (regenerate first)" }
        case "type-changed", "type-narrowed", "nullable-removed", "format-changed":
            return label.map { "pass a value of the new type as \($0)" }
        case "enum-value-removed", "union-member-removed", "const-changed", "constraint-tightened", "pattern-changed":
            return label.map { "check the value passed as \($0): the plan no longer accepts some values" }
        default: return nil
        }
    }
}
