import TrackPlanModel

/// Something that has properties and a page: an event, a screen, the identify or group traits, the super
/// properties.
struct PropertyOwner {
    /// `Order Completed`, `Identify traits`.
    var title: String
    /// The page (and anchor, for traits) relative to the root: `events/order-completed.html`, `traits.html#identify`.
    var page: String
    var shape: ObjectShape
    /// The shape's rows, computed once (the owner's page and the definitions page use the same anchors).
    var rows: [PropertyRow]

    init(title: String, page: String, shape: ObjectShape, anchorPrefix: String = "prop-") {
        self.title = title
        self.page = page
        self.shape = shape
        rows = PropertyRows.rows(shape, anchorPrefix: anchorPrefix)
    }
}

/// The plan's shared definitions (what `$ref`s point at) and every property written with each.
struct SharedDefinitions {
    struct Key: Hashable {
        var file: String
        var pointer: String
    }

    struct Use {
        var owner: Int
        var row: Int
    }

    struct Definition {
        var key: Key
        /// The pointer's last token: `currency`.
        var name: String
        /// The definition as the first use resolved it.
        var schema: Schema
        var uses: [Use] = []
    }

    /// In the order of first use.
    private(set) var all: [Definition] = []
    private var positions: [Key: Int] = [:]

    init(owners: [PropertyOwner]) {
        for (ownerIndex, owner) in owners.enumerated() {
            for (rowIndex, row) in owner.rows.enumerated() {
                var schema: Schema? = row.property.schema
                for reference in PropertyRows.references(of: row.property.schema) {
                    while let current = schema, current.reference != reference {
                        schema = Self.inner(current)
                    }
                    guard let definitionSchema = schema else { break }
                    let key = Key(file: reference.file, pointer: reference.pointer.description)
                    let position: Int
                    if let existing = positions[key] {
                        position = existing
                    } else {
                        position = all.count
                        positions[key] = position
                        all.append(Definition(key: key, name: reference.name, schema: definitionSchema))
                    }
                    all[position].uses.append(Use(owner: ownerIndex, row: rowIndex))
                }
            }
        }
    }

    func definition(for reference: SchemaReference) -> Definition? {
        positions[Key(file: reference.file, pointer: reference.pointer.description)].map { all[$0] }
    }

    private static func inner(_ schema: Schema) -> Schema? {
        switch schema.type {
        case .array(let shape): return shape.items
        case .map(let shape): return shape.values
        default: return nil
        }
    }
}
