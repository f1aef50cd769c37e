import TrackPlanModel

/// Matches a received message to the plan and lists every problem: Segment's envelope rules (a type, an
/// identity, the fields each call needs) and the plan's (event/screen by wire name, identify and group traits,
/// consent category, deprecation, and each property's schema).
public struct MessageValidator: Sendable {
    public let index: PlanIndex

    public init(index: PlanIndex) { self.index = index }

    public func problems(in message: ReceivedMessage) -> [Problem] {
        var checker = SchemaChecker(index: index)
        guard let type = message.type else {
            let sent = message.value["type"]?.stringValue.map { "\"\($0)\" is not a Segment call type" } ?? "is missing"
            checker.fail("/type", "message-type", sent + "; expected one of track, identify, screen, page, group, alias", plan: nil)
            return checker.problems
        }
        if type != .alias, message.userId == nil, message.anonymousId == nil {
            checker.fail("", "identity", "has neither userId nor anonymousId", plan: nil)
        }
        switch type {
        case .track:
            guard let name = requireString("event", in: message, &checker) else { break }
            checkEvent(index.events[name], named: name, kind: "event", payload: "properties", in: message, &checker)
        case .screen:
            guard let name = requireString("name", in: message, &checker) else { break }
            checkEvent(index.screens[name], named: name, kind: "screen", payload: "properties", in: message, &checker)
        case .identify:
            checkTraits(index.plan.identifyTraits, in: message, &checker)
        case .group:
            _ = requireIdentifier("groupId", in: message, &checker)
            checkTraits(index.plan.groupTraits, in: message, &checker)
        case .alias:
            _ = requireIdentifier("previousId", in: message, &checker)
            _ = requireIdentifier("userId", in: message, &checker)
        case .page:
            break  // pages are not part of a plan's vocabulary; the envelope rules above still apply
        }
        return checker.problems
    }

    private func checkEvent(
        _ event: Event?, named name: String, kind: String, payload: String, in message: ReceivedMessage, _ checker: inout SchemaChecker
    ) {
        let nameKey = kind == "event" ? "/event" : "/name"
        guard let event else {
            checker.fail(nameKey, "unplanned-event", "\(kind) \"\(name)\" is not in the plan \"\(index.plan.name)\"", plan: nil)
            return
        }
        if let deprecation = event.deprecation {
            let why = deprecation.message.map { ": \($0)" } ?? ""
            checker.fail(nameKey, "deprecated", "\(kind) \"\(name)\" is deprecated\(why)", plan: event.origin.planLocation)
        }
        checkConsent(event, in: message, &checker)
        let properties = message.value[payload] ?? .object([])
        checker.check(properties, against: event.properties, at: "/" + payload, owner: event.origin)
    }

    private func checkTraits(_ traits: Traits?, in message: ReceivedMessage, _ checker: inout SchemaChecker) {
        guard let traits else { return }
        let sent = message.value["traits"] ?? message.value["context"]?["traits"] ?? .object([])
        checker.check(sent, against: traits.properties, at: "/traits", owner: traits.origin)
    }

    /// Segment's consent convention: `context.consent.categoryPreferences` maps category names to a grant.
    /// A message whose event's category is explicitly not granted should not have been sent.
    private func checkConsent(_ event: Event, in message: ReceivedMessage, _ checker: inout SchemaChecker) {
        guard let category = event.consent,
            let preferences = message.value["context"]?["consent"]?["categoryPreferences"],
            case .object(let grants) = preferences
        else { return }
        let granted = grants.first { $0.key.lowercased() == category.lowercased() }?.value
        guard granted == .bool(false) else { return }
        let plan = index.plan.consentCategories.first { $0.name == category }?.origin.planLocation ?? event.origin.planLocation
        checker.fail(
            "/context/consent/categoryPreferences/" + SchemaChecker.escape(category), "consent",
            "the event needs consent category \"\(category)\", which the user has not granted", plan: plan)
    }

    private func requireString(_ key: String, in message: ReceivedMessage, _ checker: inout SchemaChecker) -> String? {
        switch message.value[key] {
        case .string(let text)? where !text.isEmpty: return text
        case nil, .null?: checker.fail("/" + key, "required", "\(key) is missing", plan: nil)
        default: checker.fail("/" + key, "type", "\(key) must be a non-empty string", plan: nil)
        }
        return nil
    }

    private func requireIdentifier(_ key: String, in message: ReceivedMessage, _ checker: inout SchemaChecker) -> Bool {
        switch message.value[key] {
        case .string(let text)? where !text.isEmpty: return true
        case .number?: return true
        case nil, .null?: checker.fail("/" + key, "required", "\(key) is missing", plan: nil)
        default: checker.fail("/" + key, "type", "\(key) must be a string or a number", plan: nil)
        }
        return false
    }
}
