/// Which keywords each place in a plan accepts. Anything else is reported: unsupported JSON Schema keywords with
/// what to write instead (`UnsupportedKeywords`), anything unknown with the closest accepted keyword.
enum KeywordCatalog {
    /// A place in a plan whose object has a fixed set of keywords, named as messages say it.
    enum Place: String, Sendable {
        case manifest = "the manifest"
        case manifestDefaults = "'defaults'"
        case manifestLint = "'lint'"
        case manifestPrivacy = "'privacy'"
        case manifestCatalogue = "'catalogue'"
        case planFile = "a plan file"
        case consentCategory = "a consent category"
        case entitlement = "an entitlement"
        case event = "an event"
        case eventVersion = "an event version"
        case traits = "a traits schema"
        case superProperties = "the super properties"
        case property = "a property schema"
        case definition = "a shared definition"
        case items = "an 'items' schema"
        case mapValues = "an 'additionalProperties' schema"
    }

    static let annotations: Set<String> = ["description", "title", "$comment", "examples"]
    static let deprecation: Set<String> = ["deprecated", "x-deprecation-message"]
    static let objectKeywords: Set<String> = [
        "properties", "required", "additionalProperties", "allOf", "propertyNames", "minProperties", "maxProperties",
    ]
    static let valueKeywords: Set<String> = [
        "type", "enum", "const", "format", "pattern", "minLength", "maxLength",
        "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
        "items", "minItems", "maxItems", "uniqueItems", "$ref", "x-pii", "x-pii-action", "oneOf",
    ]
    /// Keywords allowed beside `$ref`: they annotate the use site and never change the referenced type.
    static let referenceSiblings: Set<String> = annotations.union(deprecation).union([
        "$ref", "x-pii", "x-pii-action", "x-swift-name", "x-previous-name",
    ])

    /// The keywords `place` accepts (computed once per place: this runs for every schema of a plan).
    static func allowed(in place: Place) -> Set<String> {
        switch place {
        case .manifest: return manifest
        case .manifestDefaults: return manifestDefaults
        case .manifestLint: return manifestLint
        case .manifestPrivacy: return manifestPrivacy
        case .manifestCatalogue: return manifestCatalogue
        case .planFile: return planFile
        case .consentCategory: return consentCategory
        case .entitlement: return entitlement
        case .event: return event
        case .eventVersion: return eventVersion
        case .traits: return traits
        case .superProperties: return superProperties
        case .property: return property
        case .definition, .items, .mapValues: return definition
        }
    }

    private static let manifest = keywords(in: .manifest)
    private static let manifestDefaults = keywords(in: .manifestDefaults)
    private static let manifestLint = keywords(in: .manifestLint)
    private static let manifestPrivacy = keywords(in: .manifestPrivacy)
    private static let manifestCatalogue = keywords(in: .manifestCatalogue)
    private static let planFile = keywords(in: .planFile)
    private static let consentCategory = keywords(in: .consentCategory)
    private static let entitlement = keywords(in: .entitlement)
    private static let event = keywords(in: .event)
    private static let eventVersion = keywords(in: .eventVersion)
    private static let traits = keywords(in: .traits)
    private static let superProperties = keywords(in: .superProperties)
    private static let property = keywords(in: .property)
    private static let definition = keywords(in: .definition)

    private static func keywords(in place: Place) -> Set<String> {
        switch place {
        case .manifest: return ["name", "version", "description", "defaults", "lint", "privacy", "catalogue", "$schema", "$comment"]
        case .manifestDefaults: return ["consent", "additionalProperties"]
        case .manifestLint: return ["eventNaming", "propertyNaming", "disable"]
        case .manifestPrivacy: return ["actions", "$comment"]
        case .manifestCatalogue: return ["url", "$comment"]
        case .planFile:
            return [
                "$defs", "definitions", "consent", "events", "screens", "identify", "group", "superProperties", "entitlements", "$schema", "$comment",
                "description",
            ]
        case .consentCategory: return ["description", "default", "x-swift-name", "$comment"]
        case .entitlement: return deprecation.union(["description", "x-swift-name", "$comment"])
        case .event:
            return annotations.union(deprecation).union(objectKeywords)
                .union(["type", "x-wire-name", "x-consent", "x-swift-name", "x-previous-name", "x-iglu", "x-version", "x-versions"])
        case .eventVersion:
            return annotations.union(deprecation).union(objectKeywords).union(["type", "x-wire-name", "x-consent", "x-swift-name"])
        case .traits: return annotations.union(objectKeywords).union(["type"])
        case .superProperties: return annotations.union(objectKeywords).union(["type", "x-context"])
        case .property: return annotations.union(deprecation).union(objectKeywords).union(valueKeywords).union(["x-swift-name", "x-previous-name"])
        case .definition, .items, .mapValues: return annotations.union(deprecation).union(objectKeywords).union(valueKeywords)
        }
    }

    /// Every keyword accepted somewhere in a schema: the pool for "did you mean" hints.
    static let allSchemaKeywords: Set<String> = allowed(in: .property).union(allowed(in: .event))
}
