import TrackPlanModel

/// Descriptions and deprecations: never breaking.
extension ChangeCollector {
    mutating func compareAnnotations(
        description: (old: String?, new: String?), deprecation: (old: Deprecation?, new: Deprecation?), at place: Place,
        what: @autoclosure () -> String
    ) {
        if description.old != description.new {
            report(RuleCatalog.descriptionChanged, .compatible, at: place.child("description"), "the description of \(what()) changed")
        }
        switch (deprecation.old, deprecation.new) {
        case (nil, let added?):
            let reason = added.message.map { ": \($0)" } ?? ""
            report(RuleCatalog.deprecated, .compatible, at: place.child("deprecated"), "\(what()) is deprecated\(reason)")
        case (_?, nil):
            report(RuleCatalog.undeprecated, .compatible, at: place.child("deprecated"), "\(what()) is no longer deprecated")
        default:
            break
        }
    }
}
