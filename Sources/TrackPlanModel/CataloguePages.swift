/// The catalogue's page names (`trackplan docs`), here because the generator links to them too: a generated type's
/// doc comment names its event's page, which must be the page the catalogue writes.
public enum CataloguePages {
    /// The page of every event and screen relative to the catalogue's root, in plan order:
    /// `events/order-completed.html`, `screens/cart.html`.
    public static func eventPages(_ plan: Plan) -> [EventKind: [String]] {
        var events = SlugTable()
        var screens = SlugTable()
        return [
            .track: plan.events.map { "events/\(events.claim($0.key)).html" },
            .screen: plan.screens.map { "screens/\(screens.claim($0.key)).html" },
        ]
    }
}

/// File names for the catalogue's pages: a slug from each name (lowercase ASCII letters and digits, other runs a
/// `-`), made unique in plan order with `-2`, `-3`… Names of any script or punctuation give safe, stable file
/// names; two names that differ only in case or punctuation get two pages.
public struct SlugTable {
    public init() {}

    private var taken: Set<String> = []

    public mutating func claim(_ name: String) -> String {
        let base = Self.slug(name)
        var candidate = base
        var suffix = 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(suffix)"
            suffix += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// `Order Completed` → `order-completed`; at most 64 characters; `item` when nothing is left.
    public static func slug(_ name: String) -> String {
        var out = ""
        var pendingDash = false
        for byte in name.utf8 {
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            let isWord = (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9"))
            if isWord {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(Unicode.Scalar(lower))
                if out.utf8.count >= 64 { break }
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "item" : out
    }
}
