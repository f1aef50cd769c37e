import TrackPlanModel

/// A place in the app's Swift code that may construct a planned event: `.orderCompleted(orderId: …)` (a factory
/// call, with or without a type before the dot) or `OrderCompleted(orderId: …)` (an initializer call).
public struct CallSite: Sendable, Hashable {
    /// The called name: `orderCompleted` or `OrderCompleted`.
    public var name: String
    /// Where the name is written.
    public var location: SourceLocation
    /// The argument labels, each with where it is written.
    public var labels: [Label]
    /// The call is the event argument of a `track(…)` call: it names an event even when the plan has none by
    /// that name.
    public var isTracked: Bool

    public struct Label: Sendable, Hashable {
        public var name: String
        public var location: SourceLocation
    }

    /// The sites as `--format sites` writes them, for `trackplan diff --call-sites` (which resolves the names against
    /// the old plan): `{"callSites": [{"name": …, "file": …, "line": …, "column": …, "labels": […]}]}`.
    public static func sitesJSON(_ sites: [CallSite]) -> String {
        var out = "{\"callSites\": ["
        for (index, site) in sites.enumerated() {
            out += index == 0 ? "\n  " : ",\n  "
            out += "{\"name\": \(JSONStringEscaping.quoted(site.name)), \"file\": \(JSONStringEscaping.quoted(site.location.file)), "
            out += "\"line\": \(site.location.line), \"column\": \(site.location.column), \"labels\": ["
            out += site.labels.map { JSONStringEscaping.quoted($0.name) }.joined(separator: ", ") + "]}"
        }
        return out + (sites.isEmpty ? "]}" : "\n]}")
    }

    public init(name: String, location: SourceLocation, labels: [Label], isTracked: Bool) {
        self.name = name
        self.location = location
        self.labels = labels
        self.isTracked = isTracked
    }
}
