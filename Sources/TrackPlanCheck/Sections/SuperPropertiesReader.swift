import TrackPlanModel
import TrackPlanParse

/// The `superProperties` section: an object schema of scalar properties, declared once per plan, and `x-context`,
/// the names that go into the envelope's `context` instead of the event's `properties`.
extension PlanReading {
    /// Members of Segment's `context` the runtime writes itself; a super property may not take their place.
    static let reservedContextNames: Set<String> = [
        "app", "device", "library", "locale", "os", "screen", "timezone", "groupId", "consent", "ip", "network", "userAgent",
        "traits", "campaign", "referrer", "location",
    ]

    func readSuperProperties(_ member: JSONMember, in file: String) -> SuperPropertiesSection? {
        guard let section = readObjectSection(member, in: file, place: .superProperties, what: "'superProperties'") else { return nil }
        let before = errorCount
        let propertyMembers = section.fields["properties"].flatMap { object($0) } ?? []
        let contextNames = readContextNames(section.fields["x-context"], declared: propertyMembers.map(\.key))
        for property in section.shape?.properties ?? [] {
            checkScalar(property, member: propertyMembers.first { $0.key == property.name })
        }
        guard section.isValid, errorCount == before, let shape = section.shape else { return nil }
        return SuperPropertiesSection(
            description: section.description, properties: shape, contextNames: contextNames,
            origin: Origin(
                location: member.value.location, pointer: member.value.pointer, keyLocation: member.keyLocation, keywords: section.fields.locations))
    }

    /// `x-context`: unique names of declared super properties, none of them a member the runtime writes itself.
    private func readContextNames(_ member: JSONMember?, declared: [String]) -> [String] {
        guard let member else { return [] }
        guard case .array(let items) = member.value.value else {
            error("keyword-type", "'x-context' must be a list of super property names, found \(member.value.typeName)", at: member.value)
            return []
        }
        var names: [String] = []
        for item in items {
            guard let name = item.stringValue else {
                error("keyword-type", "'x-context' must list super property names, found \(item.typeName)", at: item)
                continue
            }
            if !declared.contains(name) {
                error(
                    "x-context-undeclared",
                    "'x-context' names '\(name)', which is not declared in 'properties'\(ClosestMatch.hint(for: name, among: declared))", at: item)
            } else if Self.reservedContextNames.contains(name) {
                error(
                    "super-property-reserved-context",
                    "'\(name)' is a member of the context the runtime writes itself; give the super property another name", at: item)
            } else if names.contains(name) {
                error("invalid-keyword-value", "'x-context' lists '\(name)' twice", at: item)
            } else {
                names.append(name)
            }
        }
        return names
    }

    /// A super property is one JSON scalar on the wire: objects, arrays, maps and untyped values are refused.
    private func checkScalar(_ property: Property, member: JSONMember?) {
        guard let member else { return }
        switch property.schema.type {
        case .object, .array, .map, .any:
            error(
                "super-property-type",
                "super property '\(property.name)' is \(property.schema.typeSummary); super properties are strings, integers, numbers "
                    + "or booleans, or a union of these (send structured values as event properties)",
                atKeyOf: member)
        case .string, .integer, .number, .boolean, .union:
            break
        }
    }
}
