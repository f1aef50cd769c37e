/// "What the data loses": the findings an analyst must know about before the change ships (data that stops arriving,
/// arrives under another name or type, or arrives at another rate), each in a sentence of its own. The Markdown
/// report lists them after the engineers' tables.
enum DataLoss {
    struct Item {
        var finding: Finding
        /// What it means for the data, in a reader's words.
        var consequence: String
    }

    static func items(_ report: DiffReport) -> [Item] {
        report.findings.compactMap { finding in consequence(of: finding.rule.id).map { Item(finding: finding, consequence: $0) } }
    }

    /// The consequence for the data of a change under `rule`; nil for changes that lose nothing.
    static func consequence(of rule: String) -> String? {
        switch rule {
        case "event-removed": return "stops arriving"
        case "event-renamed", "event-wire-name-changed": return "arrives under a new name: queries must read the old and the new name"
        case "property-removed": return "this property stops arriving"
        case "property-renamed": return "arrives under a new key: queries must read both keys"
        case "type-changed", "type-widened", "type-narrowed": return "values change type: old and new values do not compare directly"
        case "enum-value-removed", "union-member-removed": return "some values stop arriving"
        case "const-changed": return "its fixed value changes"
        case "format-changed": return "its values are written in another format"
        case "pii-action-changed", "pii-now-sent": return "what reaches the warehouse changes (sent, hashed, redacted or dropped)"
        case "consent-changed": return "arrives at another rate: it now needs another consent category"
        case "consent-default-changed": return "events of this category arrive at another rate: its default changed"
        case "super-property-moved": return "moves between the event's properties and its context"
        case "super-properties-removed", "traits-removed": return "stops arriving"
        default: return nil
        }
    }
}
