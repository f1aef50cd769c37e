import TrackPlanModel
import TrackPlanParse

extension PlanReading {
    /// Records the Swift name `member` will get: its `x-swift-name`, else the name derived from its key.
    func claimSwiftName(_ member: JSONMember, override: String?, kind: SwiftNameClaim.Kind) {
        let swiftName: String
        switch kind {
        case .events: swiftName = PlanNames.eventType(key: member.key, swiftName: override)
        case .screens: swiftName = PlanNames.screenType(key: member.key, swiftName: override)
        default: swiftName = override ?? SwiftNames.memberName(member.key)
        }
        guard !swiftName.isEmpty, swiftName != "Screen" else {
            error(
                "missing-swift-name", "the empty key of \(kind.singular) gives no Swift name; set \"x-swift-name\" to the identifier it should have",
                at: JSONNodeReference(location: member.keyLocation, pointer: member.value.pointer))
            return
        }
        let claim = SwiftNameClaim(key: member.key, swiftName: swiftName, location: member.keyLocation, pointer: member.value.pointer)
        contents.swiftNameClaims[kind, default: []].append(claim)
    }

    /// Declarations of one kind whose Swift names are the same, e.g. `Order Completed` and `order_completed` both
    /// becoming `OrderCompleted`. Exact duplicates of a key are reported as duplicates instead.
    func checkSwiftNameCollisions() {
        for kind in SwiftNameClaim.Kind.allCases {
            var owners: [String: SwiftNameClaim] = [:]
            for claim in contents.swiftNameClaims[kind] ?? [] {
                guard let owner = owners[claim.swiftName] else {
                    owners[claim.swiftName] = claim
                    continue
                }
                guard owner.key != claim.key else { continue }
                error(
                    "swift-name-collision",
                    "\(kind.singular) '\(claim.key)' becomes the Swift name '\(claim.swiftName)', like \(kind.singular) '\(owner.key)' at \(owner.location); rename one or set 'x-swift-name'",
                    at: JSONNodeReference(location: claim.location, pointer: claim.pointer))
            }
        }
    }
}
