import TrackPlanModel

/// What `trackplan.json` says: identity, defaults applied to every event, and lint settings.
struct Manifest: Sendable {
    var name: String?
    var version: SemanticVersion?
    var versionLocation: SourceLocation?
    /// Consent category of events without `x-consent`, and the node that named it (for diagnostics).
    var defaultConsent: String?
    var defaultConsentNode: JSONNodeReference?
    var defaultAdditionalProperties = false
    var lint = LintConfiguration()
    /// `catalogue.url`: where the plan's catalogue is published, ending in `/`.
    var catalogueURL: String?
    /// The `privacy` section's action table.
    var privacy = PrivacyPolicy()
    /// Where the manifest's root object starts.
    var location: SourceLocation?
}

/// Where a value was written, kept for diagnostics reported after reading.
struct JSONNodeReference: Sendable, Hashable {
    var location: SourceLocation
    var pointer: JSONPointer
}

/// The manifest's `lint` object.
public struct LintConfiguration: Sendable, Hashable {
    public var eventNaming: NamingConvention = .titleCase
    public var propertyNaming: NamingConvention = .snakeCase
    /// Warning rule ids turned off.
    public var disabledRules: Set<String> = []

    public init() {}
}
