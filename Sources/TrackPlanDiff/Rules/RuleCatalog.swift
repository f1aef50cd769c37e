/// Every rule `trackplan diff` knows, in documentation order. Ids are stable: configs and fingerprints use them.
/// Docs/Diff.md has the table of verdicts (a test checks every id appears there).
public enum RuleCatalog {
    // Events and screens
    public static let eventAdded = DiffRule("event-added", "An event or screen was added", .info)
    public static let eventRemoved = DiffRule("event-removed", "An event or screen was removed", .error)
    public static let eventRenamed = DiffRule("event-renamed", "An event or screen was renamed (x-previous-name)", .error)
    public static let eventWireNameChanged = DiffRule("event-wire-name-changed", "The name an event is sent under (x-wire-name) changed", .error)
    // Properties
    public static let propertyAddedOptional = DiffRule("property-added-optional", "An optional property was added", .info)
    public static let propertyAddedRequired = DiffRule("property-added-required", "A required property was added", .error)
    public static let propertyRemoved = DiffRule("property-removed", "A property was removed", .error)
    public static let propertyRenamed = DiffRule("property-renamed", "A property was renamed (x-previous-name)", .error)
    public static let propertyMadeRequired = DiffRule("property-made-required", "An optional property became required", .error)
    public static let propertyMadeOptional = DiffRule(
        "property-made-optional", "A required property became optional", .info, removal: true)
    // Types
    public static let typeChanged = DiffRule("type-changed", "A value's type changed", .error)
    public static let typeWidened = DiffRule("type-widened", "A value's type was widened (integer to number)", .error)
    public static let typeNarrowed = DiffRule("type-narrowed", "A value's type was narrowed (number to integer)", .error)
    public static let nullableAdded = DiffRule("nullable-added", "A value may now be null", .info)
    public static let nullableRemoved = DiffRule("nullable-removed", "A value may no longer be null", .error)
    public static let enumValueAdded = DiffRule("enum-value-added", "Values were added to an enum", .info)
    public static let enumValueRemoved = DiffRule("enum-value-removed", "Values were removed from an enum", .error)
    public static let enumConstraintAdded = DiffRule("enum-constraint-added", "A free value became an enum", .error)
    public static let enumConstraintRemoved = DiffRule("enum-constraint-removed", "An enum became a free value", .error)
    public static let constChanged = DiffRule("const-changed", "A const value changed", .error)
    public static let constAdded = DiffRule("const-added", "A value became a const", .error)
    public static let constRemoved = DiffRule("const-removed", "A const became a free value", .error)
    // Constraints
    public static let constraintTightened = DiffRule("constraint-tightened", "A constraint now rejects values it accepted", .error)
    public static let constraintLoosened = DiffRule("constraint-loosened", "A constraint now accepts values it rejected", .info)
    public static let constraintChanged = DiffRule("constraint-changed", "A constraint changed both ways (multipleOf not a multiple)", .error)
    public static let patternChanged = DiffRule("pattern-changed", "A string pattern changed", .error)
    public static let formatChanged = DiffRule("format-changed", "A string format was added, removed or changed", .error)
    public static let additionalPropertiesOpened = DiffRule("additional-properties-opened", "An object now accepts unlisted properties", .info)
    public static let additionalPropertiesClosed = DiffRule("additional-properties-closed", "An object no longer accepts unlisted properties", .error)
    // Policy and annotations
    public static let consentChanged = DiffRule("consent-changed", "An event's consent category changed", .warning, quiet: .warning)
    public static let piiChanged = DiffRule("pii-changed", "A property's personal-data class (x-pii) changed", .warning, quiet: .warning)
    public static let piiActionChanged = DiffRule(
        "pii-action-changed", "What a personal-data property sends changed (privacy table or x-pii-action)", .warning, quiet: .warning)
    public static let piiNowSent = DiffRule(
        "pii-now-sent", "A personal-data property is now sent as given (action changed to send)", .error, quiet: .error)
    public static let deprecated = DiffRule("deprecated", "Something was deprecated", .info)
    public static let undeprecated = DiffRule("undeprecated", "A deprecation was withdrawn", .info)
    public static let descriptionChanged = DiffRule("description-changed", "Only a description changed", .info, bump: .patch)
    public static let sharedTypeChanged = DiffRule(
        "shared-type-changed", "An enum or object now comes from another shared definition ($ref), or from none", .error)
    public static let swiftNameChanged = DiffRule("swift-name-changed", "The generated Swift name changed (x-swift-name)", .error)
    // Plan sections
    public static let consentCategoryAdded = DiffRule("consent-category-added", "A consent category was added", .info)
    public static let consentCategoryRemoved = DiffRule("consent-category-removed", "A consent category was removed", .error)
    public static let consentDefaultChanged = DiffRule(
        "consent-default-changed", "A consent category's default (granted, denied, always) changed", .warning, quiet: .warning)
    public static let entitlementAdded = DiffRule("entitlement-added", "An entitlement key was added", .info)
    public static let entitlementRemoved = DiffRule("entitlement-removed", "An entitlement key was removed", .error)
    public static let traitsAdded = DiffRule("traits-added", "The plan now describes identify or group traits", .info)
    public static let traitsRemoved = DiffRule("traits-removed", "The plan no longer describes identify or group traits", .error)
    public static let superPropertiesAdded = DiffRule("super-properties-added", "The plan now declares super properties", .info)
    public static let superPropertiesRemoved = DiffRule("super-properties-removed", "The plan no longer declares super properties", .error)
    public static let superPropertyMoved = DiffRule(
        "super-property-moved", "A super property moved between the event's properties and the context (x-context)", .error)
    // Version discipline
    public static let unionMemberAdded = DiffRule("union-member-added", "A type was added to a union", .info)
    public static let unionMemberRemoved = DiffRule("union-member-removed", "A type was removed from a union", .error)
    public static let unionDiscriminatorChanged = DiffRule(
        "union-discriminator-changed", "A union of objects is told apart by another property", .error)

    public static let versionBumpRequired = DiffRule("version-bump-required", "The declared version is lower than the changes need", .error)

    public static let all: [DiffRule] = [
        eventAdded, eventRemoved, eventRenamed, eventWireNameChanged,
        propertyAddedOptional, propertyAddedRequired, propertyRemoved, propertyRenamed, propertyMadeRequired, propertyMadeOptional,
        typeChanged, typeWidened, typeNarrowed, nullableAdded, nullableRemoved,
        enumValueAdded, enumValueRemoved, enumConstraintAdded, enumConstraintRemoved, constChanged, constAdded, constRemoved,
        constraintTightened, constraintLoosened, constraintChanged, patternChanged, formatChanged,
        additionalPropertiesOpened, additionalPropertiesClosed, unionMemberAdded, unionMemberRemoved, unionDiscriminatorChanged,
        consentChanged, piiChanged, piiActionChanged, piiNowSent, deprecated, undeprecated, descriptionChanged, swiftNameChanged, sharedTypeChanged,
        consentCategoryAdded, consentCategoryRemoved, consentDefaultChanged, entitlementAdded, entitlementRemoved, traitsAdded, traitsRemoved,
        superPropertiesAdded, superPropertiesRemoved, superPropertyMoved,
        versionBumpRequired,
    ]

    private static let byID: [String: DiffRule] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    public static func rule(id: String) -> DiffRule? { byID[id] }
}
