/// Every stored property of the model types the encoder reaches, by type: the fields it writes, in the order it
/// writes them, and the fields it leaves out because they say where the plan is written, not what it says.
/// `PlanHashTests` compares this with the types' fields, so a field added to the model fails that test until it is
/// written (or left out, with a reason) here and in `CanonicalPlanEncoder+Plan.swift` or `+Schemas.swift`.
extension CanonicalPlanEncoder {
    static let coverage: [String: (written: [String], leftOut: [String])] = [
        "Plan": (
            [
                "name", "version", "consentCategories", "events", "screens", "identifyTraits", "groupTraits", "entitlements", "privacy",
                "superProperties",
            ],
            ["files", "catalogueURL", "location", "versionLocation"]
        ),
        "SemanticVersion": (["major", "minor", "patch", "prerelease", "build"], []),
        "ConsentCategory": (["name", "description", "swiftName", "defaultState"], ["origin"]),
        "Event": (
            [
                "key", "wireName", "swiftName", "description", "deprecation", "consent", "previousNames", "properties", "iglu", "version",
                "keptVersions", "currentVersion",
            ],
            ["origin"]
        ),
        "IgluSchemaKey": (["vendor", "name", "format", "version"], []),
        "Traits": (["description", "properties"], ["origin"]),
        "Entitlement": (["key", "swiftName", "description", "deprecation"], ["origin"]),
        "PrivacyPolicy": (["actions"], ["locations"]),
        "SuperPropertiesSection": (["description", "properties", "contextNames"], ["origin"]),
        "Deprecation": (["message"], []),
        "ObjectShape": (["properties", "allowsAdditionalProperties"], []),
        "Property": (["name", "swiftName", "isRequired", "pii", "piiAction", "previousNames", "schema"], ["use", "requiredLocation"]),
        "Schema": (["type", "isNullable", "enumValues", "constValue", "description", "deprecation", "examples", "reference"], ["origin"]),
        "SchemaReference": (["pointer"], ["file"]),
        "StringConstraints": (["minLength", "maxLength", "pattern", "format"], []),
        "NumericConstraints": (["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "exactIntegers"], []),
        "ArrayShape": (["items", "minItems", "maxItems", "uniqueItems"], []),
        "MapShape": (["values", "keyPattern", "minProperties", "maxProperties"], []),
        "UnionShape": (["members", "discriminator"], []),
    ]
}
