import TrackPlanModel
import TrackPlanParse

/// `oneOf` of object schemas told apart by a discriminator: every member requires one property, the same in each,
/// fixed by `const` to a string no other member uses (`"method": {"const": "card"}`). Then exactly one member can
/// match any value, as `oneOf` requires, and the value's discriminator says which one. Anything else is an error
/// at the member that breaks the rule, saying what to write.
extension PlanReading {
    /// Whether a `oneOf` lists object schemas (then it must be a discriminated union) rather than scalars.
    static func listsObjects(_ items: [JSONNode]) -> Bool {
        items.contains { $0["type"]?.stringValue == "object" || $0["properties"] != nil }
    }

    func readDiscriminatedOneOf(
        _ items: [JSONNode], _ fields: KeywordFields, _ list: JSONMember, of node: JSONNode, in file: String, annotations: SchemaAnnotations,
        before: Int
    ) -> ReadSchema? {
        var members: [(schema: Schema, node: JSONNode)] = []
        var isNullable = false
        for item in items {
            if item["type"]?.stringValue == "null", item.members?.count == 1 {
                isNullable = true
                continue
            }
            guard let read = readSchema(item, in: file, place: .definition) else { continue }
            guard case .object = read.schema.type, !read.schema.isNullable, read.schema.enumValues == nil else {
                error(
                    "unsupported-union",
                    "a 'oneOf' that lists objects may list only objects (and {\"type\": \"null\"}); this member is "
                        + "\(read.schema.type.nameWithArticle); make it an object with the discriminator property",
                    at: item)
                continue
            }
            members.append((read.schema, item))
        }
        guard errorCount == before else { return nil }
        guard let discriminator = discriminator(of: members, list: list) else { return nil }
        var seenValues: [String: JSONNode] = [:]
        var seenCases: [String: String] = [:]
        for member in members {
            let value = member.schema.discriminatorValue(discriminator) ?? ""
            if let first = seenValues[value] {
                error(
                    "unsupported-union",
                    "two 'oneOf' members fix '\(discriminator)' to \"\(value)\" (the other at \(first.location.line):\(first.location.column)); "
                        + "give each member a value of its own so exactly one matches",
                    at: member.node)
                continue
            }
            seenValues[value] = member.node
            let caseName = SwiftNames.memberName(value)
            if let other = seenCases[caseName] {
                error(
                    "unsupported-union",
                    "'\(discriminator)' values \"\(other)\" and \"\(value)\" both become the Swift case '\(caseName)'; use values that differ in more than case and punctuation",
                    at: member.node)
                continue
            }
            seenCases[caseName] = value
        }
        guard errorCount == before else { return nil }
        let type = DeclaredType(base: .object, isNullable: isNullable)
        let shape = UnionShape(members: members.map(\.schema), discriminator: discriminator)
        return finish(.union(shape), type, fields, node, annotations, itemsPII: nil, before: before)
    }

    /// The property every member requires and fixes to a string by `const`, first in the first member's order;
    /// errors at each member that has none, or at the list when the members fix different properties.
    private func discriminator(of members: [(schema: Schema, node: JSONNode)], list: JSONMember) -> String? {
        let candidates = members.map { member -> [String] in
            guard case .object(let shape) = member.schema.type else { return [] }
            return shape.properties.compactMap { member.schema.discriminatorValue($0.name) != nil ? $0.name : nil }
        }
        var missing = false
        for (member, names) in zip(members, candidates) where names.isEmpty {
            missing = true
            error(
                "unsupported-union",
                "this 'oneOf' member has no discriminator: require one property and fix it by 'const' to a string of its own "
                    + "(for example \"method\": {\"const\": \"card\"}), the same property in every member",
                at: member.node)
        }
        guard !missing, let first = candidates.first else { return nil }
        if let shared = first.first(where: { name in candidates.allSatisfy { $0.contains(name) } }) { return shared }
        error(
            "unsupported-union",
            "the 'oneOf' members fix different properties by 'const' (\(candidates.map { $0.joined(separator: "/") }.joined(separator: ", "))); "
                + "fix the same property in every member",
            at: list.value)
        return nil
    }
}
