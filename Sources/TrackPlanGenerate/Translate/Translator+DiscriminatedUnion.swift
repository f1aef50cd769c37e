import TrackPlanModel

/// How a union's members are spelt in Swift. A scalar union names its cases after the JSON types (`string`,
/// `number`) and needs no payload types of its own. A union of objects names each case after its discriminator
/// value (`"card"` → `case card(Card)`), with the member's properties in a nested struct; that struct writes the
/// discriminator itself (a `const` property), so encoding a case writes the value JSON Schema's `oneOf` expects,
/// and validating a case applies exactly that member's rules.
extension Translator {
    func unionMemberNaming(_ member: Schema, in shape: UnionShape) -> (caseName: String, typeName: String) {
        guard shape.discriminator != nil else { return (member.type.unionCaseName, "Member") }
        let value = shape.memberName(member)
        return (SwiftNames.memberName(value), SwiftNames.typeName(value))
    }

    /// A discriminated member's case says which value selects it, and where the member is written.
    func unionCaseDocs(_ member: Schema, in shape: UnionShape) -> SwiftDocComment {
        guard let discriminator = shape.discriminator else { return SwiftDocComment() }
        return docs(member.description, origin: member.origin, extra: ["`\(discriminator)` is `\"\(shape.memberName(member))\"`."])
    }
}
