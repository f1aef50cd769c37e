import TrackPlanModel

/// Swift member names, naming-convention verdicts and personal-data guesses, computed once per distinct name:
/// large plans repeat the same property names and enum values thousands of times.
struct NameCache {
    private var memberNames: [String: String] = [:]
    private var propertyKeys: [String: PropertyKeyFacts] = [:]

    mutating func memberName(_ raw: String) -> String {
        if let name = memberNames[raw] { return name }
        let name = SwiftNames.memberName(raw)
        memberNames[raw] = name
        return name
    }

    /// What a property key gives (one lookup per property, for every fact the checks need of its key). The
    /// convention is the plan's, the same for every key of one load.
    mutating func property(_ key: String, convention: NamingConvention) -> PropertyKeyFacts {
        if let facts = propertyKeys[key] { return facts }
        let facts = PropertyKeyFacts(
            memberName: SwiftNames.memberName(key), followsConvention: convention.accepts(key),
            likelyPersonalData: LikelyPersonalData.likelyClass(of: key))
        propertyKeys[key] = facts
        return facts
    }
}

/// The facts of one property key that do not depend on its schema.
struct PropertyKeyFacts {
    /// The Swift member name the key gives without `x-swift-name`.
    var memberName: String
    /// Whether the key follows the plan's property naming convention.
    var followsConvention: Bool
    /// The `pii-unmarked` guess (`LikelyPersonalData.likelyClass(of:)`).
    var likelyPersonalData: PIIClass?
}
