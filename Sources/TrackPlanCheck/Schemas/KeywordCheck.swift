import TrackPlanParse

extension PlanReading {
    /// Reports every member of `members` that `place` does not accept. Returns the accepted members by key.
    @discardableResult
    func checkKeywords(_ members: [JSONMember], in place: KeywordCatalog.Place) -> KeywordFields {
        let allowed = KeywordCatalog.allowed(in: place)
        guard members.contains(where: { !allowed.contains($0.key) }) else { return KeywordFields(members: members) }
        var accepted: [JSONMember] = []
        for member in members {
            if allowed.contains(member.key) { accepted.append(member); continue }
            reportUnacceptedKeyword(member, in: place, allowed: allowed)
        }
        return KeywordFields(members: accepted)
    }

    private func reportUnacceptedKeyword(_ member: JSONMember, in place: KeywordCatalog.Place, allowed: Set<String>) {
        let key = member.key
        if let advice = UnsupportedKeywords.advice(for: key) {
            error("unsupported-keyword", "'\(key)' is not supported in a tracking plan; \(advice)", atKeyOf: member)
        } else if KeywordCatalog.allSchemaKeywords.contains(key) || KeywordCatalog.allowed(in: .planFile).contains(key) {
            error("misplaced-keyword", "'\(key)' is not allowed in \(place.rawValue)", atKeyOf: member)
        } else {
            error("unknown-keyword", "unknown keyword '\(key)' in \(place.rawValue)\(ClosestMatch.hint(for: key, among: allowed))", atKeyOf: member)
        }
    }
}
