import TrackPlanModel

/// What the plan files declare, gathered in plan order while reading.
struct PlanContents: Sendable {
    var events: [Event] = []
    var screens: [Event] = []
    var identifyTraits: Traits?
    var groupTraits: Traits?
    var entitlements: [Entitlement] = []
    var superProperties: SuperPropertiesSection?
    /// Where each declared name was first written, per kind (`event`, `screen`, `consent category`, …), to report
    /// duplicates with the place of the first one.
    var firstDeclarations: [String: [String: SourceLocation]] = [:]
    /// The Swift name each declaration will get, per kind, in plan order (also for declarations with errors, so
    /// that collisions are reported in the same run).
    var swiftNameClaims: [SwiftNameClaim.Kind: [SwiftNameClaim]] = [:]

    /// Records `name` of `kind`; returns the first declaration's location when `name` was declared before.
    mutating func declare(_ name: String, kind: String, at location: SourceLocation) -> SourceLocation? {
        if let first = firstDeclarations[kind]?[name] { return first }
        firstDeclarations[kind, default: [:]][name] = location
        return nil
    }

    /// Appends what a later file declares, as if it had been read after this; false (and `self` partly merged) when
    /// it declares a name of a kind that is already declared.
    mutating func merge(_ later: PlanContents) -> Bool {
        for (kind, names) in later.firstDeclarations {
            for (name, location) in names where declare(name, kind: kind, at: location) != nil { return false }
        }
        events += later.events
        screens += later.screens
        entitlements += later.entitlements
        if let traits = later.identifyTraits { identifyTraits = traits }
        if let traits = later.groupTraits { groupTraits = traits }
        if let section = later.superProperties { superProperties = section }
        for (kind, claims) in later.swiftNameClaims { swiftNameClaims[kind, default: []] += claims }
        return true
    }
}

/// A declaration's claim on a Swift name, checked for collisions once every file is read.
struct SwiftNameClaim: Sendable {
    enum Kind: String, Sendable, CaseIterable {
        case events, screens
        case consentCategories = "consent categories"
        case entitlements

        /// One declaration of this kind, for messages.
        var singular: String {
            switch self {
            case .events: return "event"
            case .screens: return "screen"
            case .consentCategories: return "consent category"
            case .entitlements: return "entitlement"
            }
        }
    }

    var key: String
    var swiftName: String
    var location: SourceLocation
    var pointer: JSONPointer
}
