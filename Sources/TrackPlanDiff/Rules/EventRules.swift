import TrackPlanModel

/// Events and screens: added, removed, renamed (`x-previous-name`), wire name, Swift name, consent, annotations.
extension ChangeCollector {
    mutating func compareEvents(_ old: [Event], _ new: [Event], kind: Subject.Kind, oldPlan: SourceLocation, newPlan: SourceLocation) {
        let newKeys = Set(new.map(\.key))
        var oldByKey: [String: Event] = [:]
        for event in old where oldByKey[event.key] == nil { oldByKey[event.key] = event }
        var matched: Set<String> = []
        var added: [Event] = []
        var pairs: [MatchedPair<Event>] = []
        for event in new {
            if let previous = oldByKey[event.key] {
                matched.insert(event.key)
                pairs.append(MatchedPair(old: previous, new: event, renamed: false))
            } else if let earlier = event.previousNames.first(where: { oldByKey[$0] != nil && !newKeys.contains($0) && !matched.contains($0) }) {
                matched.insert(earlier)
                pairs.append(MatchedPair(old: oldByKey[earlier]!, new: event, renamed: true))
            } else {
                added.append(event)
            }
        }
        compareInChunks(pairs) { collector, pair in collector.compareEvent(pair.old, pair.new, kind: kind, renamed: pair.renamed) }
        let removed = old.filter { !matched.contains($0.key) }
        let closed = settings.openness == .closed
        for event in removed {
            let twin = added.first { Shapes.match($0.properties, event.properties) }
            let place = Place(subject: Subject(kind, event.key), old: event.origin, new: nil)
            report(
                RuleCatalog.eventRemoved, Verdicts(source: true, backward: closed), at: place,
                "\(kind.rawValue) '\(event.key)' was removed",
                hint: twin.map { "'\($0.key)' has the same properties; if it is a rename, add \"x-previous-name\": \"\(event.key)\" to it" })
        }
        for event in added {
            let twin = removed.first { Shapes.match($0.properties, event.properties) }
            let place = Place(subject: Subject(kind, event.key), old: nil, new: event.origin)
            report(
                // Old readers never receive an event they do not know, so an addition breaks no one in any mode.
                RuleCatalog.eventAdded, .compatible, at: place, "\(kind.rawValue) '\(event.key)' was added",
                hint: twin.map { "it has the same properties as the removed '\($0.key)'; if it is a rename, add \"x-previous-name\": \"\($0.key)\"" })
        }
    }

    private mutating func compareEvent(_ old: Event, _ new: Event, kind: Subject.Kind, renamed: Bool) {
        let place = Place(subject: Subject(kind, new.key), old: old.origin, new: new.origin)
        let sameSwiftInput = old.swiftName == new.swiftName && old.key == new.key
        // The generator's spelling for the kind: a screen's type ends in `Screen`.
        let swiftType = kind == .screen ? PlanNames.screenType(key:swiftName:) : PlanNames.eventType(key:swiftName:)
        let oldSwift = sameSwiftInput ? "" : swiftType(old.key, old.swiftName)
        let newSwift = sameSwiftInput ? "" : swiftType(new.key, new.swiftName)
        let wireChanged = old.wireName != new.wireName
        if renamed {
            var message = "\(kind.rawValue) '\(old.key)' was renamed to '\(new.key)'"
            message +=
                wireChanged ? "; it is sent as '\(new.wireName)' instead of '\(old.wireName)'" : "; its wire name '\(new.wireName)' is unchanged"
            if oldSwift != newSwift { message += "; Swift type \(oldSwift) is now \(newSwift)" }
            report(RuleCatalog.eventRenamed, Verdicts(source: oldSwift != newSwift, backward: wireChanged, forward: wireChanged), at: place, message)
        } else {
            if wireChanged {
                report(
                    RuleCatalog.eventWireNameChanged, Verdicts(backward: true, forward: true), at: place.child("x-wire-name"),
                    "'\(new.key)' is sent as '\(new.wireName)' instead of '\(old.wireName)'")
            }
            if oldSwift != newSwift {
                report(
                    RuleCatalog.swiftNameChanged, Verdicts(source: true), at: place.child("x-swift-name"),
                    "the Swift type of '\(new.key)' is now \(newSwift) instead of \(oldSwift)")
            }
        }
        if old.consent != new.consent {
            report(
                RuleCatalog.consentChanged, .compatible, at: place.child("x-consent"),
                "'\(new.key)' is now sent under consent \(quoted(new.consent)) instead of \(quoted(old.consent))")
        }
        compareAnnotations(
            description: (old.description, new.description), deprecation: (old.deprecation, new.deprecation), at: place, what: "'\(new.key)'")
        compareObject(old.properties, new.properties, at: place)
    }

    func quoted(_ name: String?) -> String { name.map { "'\($0)'" } ?? "none" }
}
