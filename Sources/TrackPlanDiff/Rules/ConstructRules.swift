import TrackPlanModel

/// Maps and scalar unions. A map's key rules and entry counts are run-time constraints; its value schema is
/// compared like any other. A union gains or loses member types: added is loosened (old readers may now see a
/// type they never saw), removed is tightened and breaks source (the generated enum loses a case).
extension ChangeCollector {
    mutating func compareMap(_ old: MapShape, _ new: MapShape, at place: Place, what: @autoclosure () -> String) {
        compareBound("minProperties", old.minProperties.map(Double.init), new.minProperties.map(Double.init), isLower: true, at: place)
        compareBound("maxProperties", old.maxProperties.map(Double.init), new.maxProperties.map(Double.init), isLower: false, at: place)
        let keys = place.child("propertyNames")
        switch (old.keyPattern, new.keyPattern) {
        case (nil, let added?):
            report(RuleCatalog.constraintTightened, .tightened, at: keys, "keys of \(what()) must now match \(added)")
        case (let removed?, nil):
            report(RuleCatalog.constraintLoosened, .loosened, at: keys, "keys of \(what()) no longer need to match \(removed)")
        case (let before?, let after?) where before != after:
            report(
                RuleCatalog.patternChanged, Verdicts(backward: true, forward: true), at: keys,
                "the key pattern of \(what()) changed from \(before) to \(after); neither is known to contain the other")
        default:
            break
        }
        var values = place.child("additionalProperties", old: old.values.origin.location, new: new.values.origin.location)
        values.oldKeywords = KeywordPositions(old.values.origin.keywords)
        values.newKeywords = KeywordPositions(new.values.origin.keywords)
        compareSchema(old.values, new.values, at: values, what: "the values of \(what())")
    }

    mutating func compareUnion(_ old: UnionShape, _ new: UnionShape, at place: Place, what: @autoclosure () -> String) {
        if old.discriminator != new.discriminator, let before = old.discriminator, let after = new.discriminator {
            report(
                RuleCatalog.unionDiscriminatorChanged, .breaksAll, at: place,
                "\(what()) is told apart by '\(after)' instead of '\(before)': every member's payload type changes, and no reader knows the other's values"
            )
            return
        }
        let oldNames = old.members.map(old.memberName), newNames = new.members.map(new.memberName)
        let removed = oldNames.filter { !newNames.contains($0) }
        let added = newNames.filter { !oldNames.contains($0) }
        let kind = old.discriminator.map { "'\($0)' " } ?? ""
        if !removed.isEmpty {
            report(
                RuleCatalog.unionMemberRemoved, Verdicts.tightened.source(true), at: place,
                "\(what()) can no longer be \(kind)\(removed.joined(separator: " or ")); the generated enum loses those cases")
        }
        if !added.isEmpty {
            report(RuleCatalog.unionMemberAdded, .loosened, at: place, "\(what()) can now also be \(kind)\(added.joined(separator: " or "))")
        }
        for member in old.members {
            let name = old.memberName(member)
            guard let counterpart = new.members.first(where: { new.memberName($0) == name }) else { continue }
            compareSchema(member, counterpart, at: place, what: "the \(name) case of \(what())")
        }
    }
}
