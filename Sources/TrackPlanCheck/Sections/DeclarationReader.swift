import TrackPlanModel
import TrackPlanParse

extension PlanReading {
    /// One entry of a `consent` section.
    func readConsentCategory(_ member: JSONMember) -> ConsentCategory? {
        let isFirst = declareOnce(member.key, kind: "consent category", member: member)
        guard let members = object(member) else { return nil }
        let before = errorCount
        let fields = checkKeywords(members, in: .consentCategory)
        let description = fields["description"].flatMap { string($0) }
        if description == nil { warning("missing-description", "consent category '\(member.key)' has no description", atKeyOf: member) }
        _ = fields["$comment"].map { string($0) }
        let swiftName = readSwiftName(fields)
        claimSwiftName(member, override: swiftName, kind: .consentCategories)
        let defaultState = readConsentDefault(fields["default"], of: member.key)
        guard isFirst, errorCount == before else { return nil }
        return ConsentCategory(
            name: member.key, description: description, swiftName: swiftName, defaultState: defaultState,
            origin: Origin(
                location: member.value.location, pointer: member.value.pointer, keyLocation: member.keyLocation, keywords: fields.locations))
    }

    /// One entry of an `entitlements` section.
    func readEntitlement(_ member: JSONMember) -> Entitlement? {
        let isFirst = declareOnce(member.key, kind: "entitlement", member: member)
        guard let members = object(member) else { return nil }
        let before = errorCount
        let fields = checkKeywords(members, in: .entitlement)
        let description = fields["description"].flatMap { string($0) }
        if description == nil { warning("missing-description", "entitlement '\(member.key)' has no description", atKeyOf: member) }
        _ = fields["$comment"].map { string($0) }
        let deprecation = readDeprecation(fields)
        let swiftName = readSwiftName(fields)
        claimSwiftName(member, override: swiftName, kind: .entitlements)
        guard isFirst, errorCount == before else { return nil }
        return Entitlement(
            key: member.key, swiftName: swiftName, description: description, deprecation: deprecation,
            origin: Origin(
                location: member.value.location, pointer: member.value.pointer, keyLocation: member.keyLocation, keywords: fields.locations))
    }

    /// An `identify` or `group` section: an object schema of traits, declared once per plan.
    func readTraits(_ member: JSONMember, in file: String) -> Traits? {
        guard let section = readObjectSection(member, in: file, place: .traits, what: "'\(member.key)' traits'"), section.isValid,
            let shape = section.shape
        else { return nil }
        return Traits(
            description: section.description, properties: shape,
            origin: Origin(
                location: member.value.location, pointer: member.value.pointer, keyLocation: member.keyLocation, keywords: section.fields.locations))
    }

    /// What an object-schema section (`identify`, `group`, `superProperties`) holds once its keywords are checked.
    struct ObjectSection {
        var fields: KeywordFields
        var description: String?
        var shape: ObjectShape?
        /// First declaration of the section, and no error while reading it.
        var isValid: Bool
    }

    /// Reads a section declared once per plan whose value is an object schema: `type` (only "object"), annotations,
    /// `properties`, `required`, `additionalProperties`; nil when it is not an object.
    func readObjectSection(_ member: JSONMember, in file: String, place: KeywordCatalog.Place, what: String) -> ObjectSection? {
        let isFirst = declareOnce(member.key, kind: "section", member: member)
        guard let members = object(member) else { return nil }
        let before = errorCount
        let fields = checkKeywords(members, in: place)
        if let type = fields["type"], type.value.stringValue != "object" {
            error("invalid-keyword-value", "\(what) 'type' must be \"object\" (or left out)", at: type.value)
        }
        let description = fields["description"].flatMap { string($0) }
        _ = fields["title"].map { string($0) }
        _ = fields["$comment"].map { string($0) }
        _ = fields["examples"].map { readExamples($0) }
        let shape = readObjectShape(fields, of: member.value, in: file)
        return ObjectSection(fields: fields, description: description, shape: shape, isValid: isFirst && errorCount == before)
    }
}
