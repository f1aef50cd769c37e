import TrackPlanModel
import TrackPlanParse

extension PlanReading {
    /// Reads `properties`, `required` and `additionalProperties` of an event, traits or nested object schema.
    func readObjectShape(_ fields: KeywordFields, of node: JSONNode, in file: String) -> ObjectShape? {
        let before = errorCount
        let propertyMembers = fields["properties"].flatMap { object($0) } ?? []
        let parts = fields["allOf"].flatMap { readAllOfParts($0, in: file) } ?? []
        let required = readRequired(fields["required"], declared: parts.map(\.name) + propertyMembers.map(\.key))
        rejectMapKeywords(fields)
        var properties: [Property] = []
        var swiftNames = SwiftNameOwners()
        for member in propertyMembers {
            let key = names.property(member.key, convention: manifest.lint.propertyNaming)
            checkPropertyStyle(member, follows: key.followsConvention)
            let property = readProperty(member, required: required[member.key], likelyPersonalData: key.likelyPersonalData, in: file)
            if let property { properties.append(property) }
            let override = property.map(\.swiftName) ?? member.value["x-swift-name"]?.stringValue
            checkSwiftNameUnique(override ?? key.memberName, of: member, among: &swiftNames)
        }
        if !parts.isEmpty { properties = mergeAllOf(parts, properties, required: required, at: fields["allOf"]!.value) }
        var allowsAdditional = manifest.defaultAdditionalProperties
        if let member = fields["additionalProperties"] {
            if member.value.members != nil {
                error(
                    "unsupported-keyword",
                    "'additionalProperties' as a schema describes a map, which cannot also list 'properties' or 'allOf' here; "
                        + "move the map into a property of its own, or write true or false",
                    at: member.value)
            } else if let value = bool(member) {
                allowsAdditional = value
            }
        }
        guard errorCount == before else { return nil }
        return ObjectShape(properties: properties, allowsAdditionalProperties: allowsAdditional)
    }

    /// `required` is where the property's name is listed in the parent's `required`, nil when it is not;
    /// `likelyPersonalData` is what the key suggests (`LikelyPersonalData`).
    private func readProperty(_ member: JSONMember, required: SourceLocation?, likelyPersonalData: PIIClass?, in file: String) -> Property? {
        guard let read = readSchema(member.value, in: file, place: .property) else { return nil }
        let fields = KeywordFields(members: member.value.members ?? [])
        // The schema read from this very object already holds its keyword positions when it kept every keyword
        // (not a `$ref`, nothing dropped): the same table, not a second one built per property.
        let origin = read.schema.origin
        let keywords = origin.location == member.value.location && origin.keywords.count == fields.members.count ? origin.keywords : fields.locations
        let property = Property(
            name: member.key, swiftName: readSwiftName(fields), isRequired: required != nil, pii: read.pii,
            piiAction: checkedPIIAction(read, member), previousNames: readPreviousNames(fields), schema: read.schema,
            use: Origin(location: member.value.location, pointer: member.value.pointer, keyLocation: member.keyLocation, keywords: keywords),
            requiredLocation: required)
        if read.schema.description == nil {
            warning("missing-description", "property '\(member.key)' has no description", atKeyOf: member)
        }
        // An object's own fields carry their classes (`shipping_address.city`), so only leaves and arrays are judged.
        if read.pii == nil, !read.schema.type.isObject, let likely = likelyPersonalData {
            warning(
                "pii-unmarked",
                "property '\(member.key)' looks like personal data (\(likely.rawValue)) but has no 'x-pii'; add \"x-pii\": \"\(likely.rawValue)\", "
                    + "or \"x-pii\": \"none\" if it holds none",
                atKeyOf: member)
        }
        return property
    }

    /// Reads `required`: unique names of declared properties, each with where it is written in the list.
    private func readRequired(_ member: JSONMember?, declared: [String]) -> [String: SourceLocation] {
        guard let member else { return [:] }
        guard case .array(let items) = member.value.value else {
            error("keyword-type", "'required' must be a list of property names, found \(member.value.typeName)", at: member.value)
            return [:]
        }
        var names: [String: SourceLocation] = [:]
        for item in items {
            guard let name = item.stringValue else {
                error("keyword-type", "'required' must list property names, found \(item.typeName)", at: item)
                continue
            }
            if !declared.contains(name) {
                error(
                    "required-undeclared",
                    "'required' names '\(name)', which is not declared in 'properties'\(ClosestMatch.hint(for: name, among: declared))", at: item)
            } else if names[name] != nil {
                error("invalid-keyword-value", "'required' lists '\(name)' twice", at: item)
            } else {
                names[name] = item.location
            }
        }
        return names
    }

    private func checkPropertyStyle(_ member: JSONMember, follows: Bool) {
        let convention = manifest.lint.propertyNaming
        if !follows {
            warning(
                "property-naming",
                "property '\(member.key)' does not follow the \(convention.rawValue) convention (like '\(convention.propertyExample)')",
                atKeyOf: member)
        }
    }

    /// Properties of one object whose Swift member names (after `x-swift-name`) are the same.
    private func checkSwiftNameUnique(_ name: String, of member: JSONMember, among owners: inout SwiftNameOwners) {
        if name.isEmpty {
            error(
                "missing-swift-name", "the empty property key gives no Swift name; set \"x-swift-name\" to the identifier it should have",
                atKeyOf: member)
        } else if let owner = owners.claim(name, by: member.key) {
            error(
                "swift-name-collision",
                "property '\(member.key)' becomes the Swift name '\(name)', like property '\(owner)' of the same object; rename one or set 'x-swift-name'",
                atKeyOf: member)
        }
    }
}

/// Which key first claimed each Swift name in one scope. Scopes are usually small, so a list is searched until
/// it grows past a few dozen names; then a dictionary takes over.
struct SwiftNameOwners {
    private var list: [(name: String, key: String)] = []
    private var table: [String: String] = [:]

    /// Records `key` as the owner of `name`; returns the earlier owner when there is one.
    mutating func claim(_ name: String, by key: String) -> String? {
        if table.isEmpty {
            // An index loop, not `first(where:)`: a closure per entry, unspecialised, in the debug build the plugin runs.
            var index = 0
            while index < list.count {
                if list[index].name == name { return list[index].key }
                index += 1
            }
            list.append((name, key))
            if list.count > 32 { for entry in list { table[entry.name] = entry.key } }
            return nil
        }
        if let owner = table[name] { return owner }
        table[name] = key
        return nil
    }
}
