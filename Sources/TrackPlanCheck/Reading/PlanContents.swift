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
