import Foundation
import TrackPlanCheck
import TrackPlanDiff
import TrackPlanModel

/// `--call-sites <file>`: the app's constructions of planned events, as `trackplan-usage --format sites` writes them
/// (`{"callSites": [{"name": "orderCompleted", "file": "…", "line": 12, "column": 9, "labels": ["orderId"]}]}`),
/// resolved against the old plan's generated names, so the Markdown report can list the call sites a change breaks.
public enum CallSiteFile {
    public struct Document: Decodable {
        var callSites: [Site]
    }

    public struct Site: Decodable, Sendable {
        var name: String
        var file: String
        var line: Int
        var column: Int
        var labels: [String]
    }

    public static func read(_ path: String) throws(DiffFailure) -> [Site] {
        guard let data = FileManager.default.contents(atPath: path) else { throw .io("cannot read '\(path)'") }
        do {
            return try JSONDecoder().decode(Document.self, from: data).callSites
        } catch {
            throw .usage("'\(path)' is not a call-site report (trackplan-usage --format sites): \(error)")
        }
    }

    /// The sites that construct an event or screen of `old`, keyed as the findings of `old` → `new` name them.
    public static func resolve(_ sites: [Site], old: Plan, new: Plan) -> [PlannedCallSite] {
        let names = PlanNames(plan: old)
        var renamed: [EventKind: [String: String]] = [:]
        for (kind, events) in [(EventKind.track, new.events), (.screen, new.screens)] {
            for event in events { for previous in event.previousNames { renamed[kind, default: [:]][previous] = event.key } }
        }
        var byName: [String: (kind: EventKind, event: Event)] = [:]
        for (kind, events) in [(EventKind.track, old.events), (.screen, old.screens)] {
            for event in events {
                let type = kind == .track ? names.typeName(ofEvent: event) : names.typeName(ofScreen: event)
                byName[type] = (kind, event)
                byName[PlanNames.factory(forType: type)] = (kind, event)
            }
        }
        return sites.compactMap { site in
            guard let (kind, event) = byName[site.name] else { return nil }
            var arguments: [String: String] = [:]
            for property in event.properties.properties where site.labels.contains(PlanNames.member(property)) {
                arguments[property.name] = PlanNames.member(property)
            }
            return PlannedCallSite(
                eventKey: renamed[kind]?[event.key] ?? event.key, isScreen: kind == .screen,
                location: SourceLocation(file: site.file, line: site.line, column: site.column), arguments: arguments)
        }
    }
}
