import TrackPlanModel
import TrackPlanParse

extension PlanReading {
    /// Records the Swift name `member` will get: its `x-swift-name`, else the name derived from its key.
    func claimSwiftName(_ member: JSONMember, override: String?, kind: SwiftNameClaim.Kind) {
        let derived = kind == .events || kind == .screens ? SwiftNames.typeName(member.key) : SwiftNames.memberName(member.key)
        let claim = SwiftNameClaim(key: member.key, swiftName: override ?? derived, location: member.keyLocation, pointer: member.value.pointer)
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
