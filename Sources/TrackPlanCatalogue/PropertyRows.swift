import TrackPlanModel

/// One row of a property table: a property at its path inside the event (`products[].sku`), with the anchor of its
/// row on the page.
struct PropertyRow {
    var path: String
    var property: Property
    /// 0 for the event's own properties, 1 inside one object, …
    var depth: Int
    /// The row's `id` on its page (`prop-products-sku`), unique on the page.
    var anchor: String
}

/// An object's properties flattened into rows in the author's order, each object's properties after the property
/// that holds them: `products` (a list of objects) is followed by `products[].sku`, `products[].price`.
enum PropertyRows {
    /// `anchorPrefix` keeps the rows' ids apart when one page shows several tables (`identify-email`).
    static func rows(_ shape: ObjectShape, anchorPrefix: String = "prop-") -> [PropertyRow] {
        var rows: [PropertyRow] = []
        var anchors = SlugTable()
        append(shape, prefix: "", depth: 0, anchorPrefix: anchorPrefix, to: &rows, anchors: &anchors)
        return rows
    }

    private static func append(
        _ shape: ObjectShape, prefix: String, depth: Int, anchorPrefix: String, to rows: inout [PropertyRow], anchors: inout SlugTable
    ) {
        for property in shape.properties {
            let path = prefix + property.name
            rows.append(PropertyRow(path: path, property: property, depth: depth, anchor: anchorPrefix + anchors.claim(path)))
            appendNested(property.schema, path: path, depth: depth, anchorPrefix: anchorPrefix, to: &rows, anchors: &anchors)
        }
    }

    private static func appendNested(
        _ schema: Schema, path: String, depth: Int, anchorPrefix: String, to rows: inout [PropertyRow], anchors: inout SlugTable
    ) {
        switch schema.type {
        case .object(let shape): append(shape, prefix: path + ".", depth: depth + 1, anchorPrefix: anchorPrefix, to: &rows, anchors: &anchors)
        case .array(let shape): appendNested(shape.items, path: path + "[]", depth: depth, anchorPrefix: anchorPrefix, to: &rows, anchors: &anchors)
        case .map(let shape): appendNested(shape.values, path: path + "{}", depth: depth, anchorPrefix: anchorPrefix, to: &rows, anchors: &anchors)
        case .union(let union) where union.discriminator != nil:
            for member in union.members {
                appendNested(
                    member, path: path + "(" + union.memberName(member) + ")", depth: depth, anchorPrefix: anchorPrefix, to: &rows, anchors: &anchors)
            }
        default: break
        }
    }

    /// The shared definitions a row's value is written with: its own `$ref`, and those of the list items or map
    /// values it holds (`products` → `line_item`).
    static func references(of schema: Schema) -> [SchemaReference] {
        var found: [SchemaReference] = []
        var current: Schema? = schema
        while let schema = current {
            if let reference = schema.reference { found.append(reference) }
            switch schema.type {
            case .array(let shape): current = shape.items
            case .map(let shape): current = shape.values
            default: current = nil
            }
        }
        return found
    }
}
