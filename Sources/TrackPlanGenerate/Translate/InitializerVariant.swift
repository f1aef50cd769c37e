import TrackPlanModel

/// One generated initializer (and factory) of an object. An object with deprecated properties gets two: one
/// without them, and a deprecated one that takes them without a default, so passing a deprecated property warns
/// at the call site that passes it while a call that leaves it out stays quiet.
struct InitializerVariant {
    /// The parameters, in plan order.
    var parameters: [StoredMember]
    /// Deprecated members this variant leaves out; they are stored as nil.
    var omitted: [StoredMember]
    /// Parameter names that get no `= nil` default even though they are optional (the deprecated ones).
    var withoutDefault: Set<String>
    var attributes: [SwiftAttribute]

    static func variants(of stored: [StoredMember]) -> [InitializerVariant] {
        // An index loop, not `filter`: generic code with a closure per member runs unspecialised in debug builds.
        var deprecated: [StoredMember] = []
        var index = 0
        while index < stored.count {
            if stored[index].deprecation != nil { deprecated.append(stored[index]) }
            index += 1
        }
        guard !deprecated.isEmpty else { return [InitializerVariant(parameters: stored, omitted: [], withoutDefault: [], attributes: [])] }
        var variants: [InitializerVariant] = []
        if deprecated.allSatisfy({ $0.storage.defaultsToNil }) {
            let names = Set(deprecated.map(\.name))
            variants.append(
                InitializerVariant(parameters: stored.filter { !names.contains($0.name) }, omitted: deprecated, withoutDefault: [], attributes: []))
        }
        let messages = deprecated.map { member in
            "'\(member.property.name)' is deprecated" + (member.deprecation?.message.map { ": \($0)" } ?? "")
        }
        variants.append(
            InitializerVariant(
                parameters: stored, omitted: [], withoutDefault: Set(deprecated.map(\.name)),
                attributes: [.deprecated(message: messages.joined(separator: "; "))]))
        return variants
    }

    func defaultValue(_ member: StoredMember) -> SwiftExpr? {
        member.storage.defaultsToNil && !withoutDefault.contains(member.name) ? .nilLiteral : nil
    }
}
