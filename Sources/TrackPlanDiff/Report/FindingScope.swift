import TrackPlanModel

/// Which event and property a finding is about, for formats that show a finding on its own (a GitHub annotation, a
/// SARIF result) or under its event without the path (a Markdown table row), so `minimum changed from 13 to 16`
/// still says whose minimum it is.
extension Finding {
    /// `Signed Up › age`: the subject and the properties leading to the change. Nil for a change to a shared
    /// definition (its message names the definition and every use) and for the plan itself.
    public var scope: String? {
        guard change.definition == nil, change.subject.kind != .plan else { return nil }
        return SharedDefinitionGrouping.use(change)
    }

    /// `age` (or `address › city`): the properties below the subject, nil when the change is to the subject itself.
    public var propertyScope: String? {
        guard change.definition == nil else { return nil }
        let names = SharedDefinitionGrouping.propertyNames(change)
        return names.isEmpty ? nil : names.joined(separator: " › ")
    }
}
