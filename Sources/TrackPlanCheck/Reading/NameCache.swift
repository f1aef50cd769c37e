import TrackPlanModel

/// Swift member names, naming-convention verdicts and personal-data guesses, computed once per distinct name:
/// large plans repeat the same property names and enum values thousands of times.
struct NameCache {
    private var memberNames: [String: String] = [:]
    private var propertyVerdicts: [String: Bool] = [:]
    private var likelyClasses: [String: PIIClass?] = [:]

    mutating func memberName(_ raw: String) -> String {
        if let name = memberNames[raw] { return name }
        let name = SwiftNames.memberName(raw)
        memberNames[raw] = name
        return name
    }

    mutating func accepts(_ convention: NamingConvention, property name: String) -> Bool {
        if let verdict = propertyVerdicts[name] { return verdict }
        let verdict = convention.accepts(name)
        propertyVerdicts[name] = verdict
        return verdict
    }

    /// `LikelyPersonalData.likelyClass(of:)` of a property key.
    mutating func likelyPersonalData(_ key: String) -> PIIClass? {
        if let known = likelyClasses[key] { return known }
        let likely = LikelyPersonalData.likelyClass(of: key)
        likelyClasses[key] = likely
        return likely
    }
}
