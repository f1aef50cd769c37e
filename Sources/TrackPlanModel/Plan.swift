/// A checked tracking plan: the value every later stage (generator, differ, future importers) consumes.
///
/// Produced by `TrackPlanCheck.PlanLoader` from a plan directory. Everything here is resolved: `$ref`s are
/// inlined (with `Schema.reference` remembering where a shared definition came from), defaults applied,
/// order follows the author's files (manifest first, then files in path order, then keys in file order).
public struct Plan: Sendable, Hashable {
    /// The manifest's `name`.
    public var name: String
    /// The manifest's `version`.
    public var version: SemanticVersion
    /// Plan-relative paths of every file that was read, sorted. The generator stamps them in its header.
    public var files: [String]
    public var consentCategories: [ConsentCategory]
    /// Track events, in plan order.
    public var events: [Event]
    /// Screen events (`screen` calls), in plan order.
    public var screens: [Event]
    /// The traits an `identify` call may carry; nil when the plan does not describe them.
    public var identifyTraits: Traits?
    /// The traits a `group` call may carry; nil when the plan does not describe them.
    public var groupTraits: Traits?
    /// Entitlement keys an app gates features on.
    public var entitlements: [Entitlement]
    /// The manifest's `privacy` section: what each personal-data class's values become on the wire.
    public var privacy = PrivacyPolicy()
    /// The manifest's `catalogue.url`: where the plan's catalogue (`trackplan docs`) is published, ending in `/`;
    /// generated types link to their pages there. Nil when the manifest does not say.
    public var catalogueURL: String?
    /// What accompanies every event while set (`superProperties`); nil when the plan declares none.
    public var superProperties: SuperPropertiesSection?
    /// Where the manifest's root object starts.
    public var location: SourceLocation
    /// Where the manifest's `version` key is (diff points the version-bump finding here).
    public var versionLocation: SourceLocation?

    public init(
        name: String, version: SemanticVersion, files: [String] = [], consentCategories: [ConsentCategory] = [],
        events: [Event] = [], screens: [Event] = [], identifyTraits: Traits? = nil, groupTraits: Traits? = nil,
        entitlements: [Entitlement] = [], superProperties: SuperPropertiesSection? = nil, location: SourceLocation,
        versionLocation: SourceLocation? = nil
    ) {
        self.superProperties = superProperties
        self.versionLocation = versionLocation
        self.name = name
        self.version = version
        self.files = files
        self.consentCategories = consentCategories
        self.events = events
        self.screens = screens
        self.identifyTraits = identifyTraits
        self.groupTraits = groupTraits
        self.entitlements = entitlements
        self.location = location
    }
}

/// Where a definition came from: its file position and its JSON Pointer in that file.
public struct Origin: Sendable, Hashable {
    public var location: SourceLocation
    public var pointer: JSONPointer
    /// Where the declaration's key is (`"Order Completed": {`), when it has one.
    public var keyLocation: SourceLocation?
    /// Where each keyword of the object is written (its key), so a change to `maximum` can point at `maximum`.
    public var keywords: KeywordLocations

    public init(location: SourceLocation, pointer: JSONPointer, keyLocation: SourceLocation? = nil, keywords: KeywordLocations = [:]) {
        self.location = location
        self.pointer = pointer
        self.keyLocation = keyLocation
        self.keywords = keywords
    }
}

/// `deprecated: true` in JSON Schema, with an optional message from `x-deprecation-message`.
public struct Deprecation: Sendable, Hashable {
    public var message: String?
    public init(message: String? = nil) { self.message = message }
}

/// A consent category (`consent` section). Generated events name theirs in `consentCategory`; the runtime's consent
/// gate drops an event whose category the user denied (or that is denied by default and not granted).
public struct ConsentCategory: Sendable, Hashable {
    /// The wire name, e.g. `analytics`.
    public var name: String
    public var description: String?
    /// `x-swift-name` override, else nil (the generator derives a name).
    public var swiftName: String?
    /// The `default` keyword: granted (opt-out, also when left out), denied (opt-in) or always granted.
    public var defaultState: ConsentDefault
    public var origin: Origin

    public init(
        name: String, description: String? = nil, swiftName: String? = nil, defaultState: ConsentDefault = .granted, origin: Origin
    ) {
        self.name = name
        self.description = description
        self.swiftName = swiftName
        self.defaultState = defaultState
        self.origin = origin
    }
}

/// A track or screen event.
public struct Event: Sendable, Hashable {
    /// The key the author wrote under `events` / `screens`.
    public var key: String
    /// The name sent on the wire: `x-wire-name` when given, else `key`.
    public var wireName: String
    public var swiftName: String?
    public var description: String?
    public var deprecation: Deprecation?
    /// The consent category name (`x-consent`, else the manifest's default), nil when the plan has no consent.
    public var consent: String?
    /// Earlier keys of this event (`x-previous-name`), newest first. Used by `trackplan diff` to see renames.
    public var previousNames: [String]
    /// The event's properties (its JSON Schema object).
    public var properties: ObjectShape
    /// `x-iglu`: the Iglu schema the event was imported from, written back as `self` by the JSON Schema export.
    public var iglu: IgluSchemaKey?
    public var origin: Origin
    /// The version's number: `x-version` for the event (1 when not written), the `x-versions` key for a kept one.
    public var version = 1
    /// The earlier versions the plan keeps beside this one (`x-versions`), oldest first: each a whole event with
    /// the same key and wire name, its own `version`, the Swift name `<Type>V<n>` (or its `x-swift-name`) and a
    /// deprecation naming the current version. Empty for a kept version itself.
    public var keptVersions: [Event] = []
    /// For a kept version, the number of the event's current version; nil for the event itself.
    public var currentVersion: Int?

    public init(
        key: String, wireName: String? = nil, swiftName: String? = nil, description: String? = nil,
        deprecation: Deprecation? = nil, consent: String? = nil, previousNames: [String] = [],
        properties: ObjectShape, iglu: IgluSchemaKey? = nil, origin: Origin
    ) {
        self.iglu = iglu
        self.key = key
        self.wireName = wireName ?? key
        self.swiftName = swiftName
        self.description = description
        self.deprecation = deprecation
        self.consent = consent
        self.previousNames = previousNames
        self.properties = properties
        self.origin = origin
    }
}

/// The traits of `identify` or `group`.
public struct Traits: Sendable, Hashable {
    public var description: String?
    public var properties: ObjectShape
    public var origin: Origin

    public init(description: String? = nil, properties: ObjectShape, origin: Origin) {
        self.description = description
        self.properties = properties
        self.origin = origin
    }
}

/// An entitlement key (`entitlements` section) an app gates a feature on.
public struct Entitlement: Sendable, Hashable {
    public var key: String
    public var swiftName: String?
    public var description: String?
    public var deprecation: Deprecation?
    public var origin: Origin

    public init(key: String, swiftName: String? = nil, description: String? = nil, deprecation: Deprecation? = nil, origin: Origin) {
        self.key = key
        self.swiftName = swiftName
        self.description = description
        self.deprecation = deprecation
        self.origin = origin
    }
}
