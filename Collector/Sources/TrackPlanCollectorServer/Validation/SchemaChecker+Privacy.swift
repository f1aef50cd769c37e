import TrackPlanModel

/// The forms the TrackPlan runtime sends for a property whose personal-data action (the plan's `privacy` table or its
/// `x-pii-action`) is `redact` or `hash`: the class's token (`<email>`) or 64 lowercase hex digits, element by
/// element in an array. The property's schema describes the clear value, so these are accepted as they are; a
/// `drop` property may be missing even when required. Other clients, which send the clear value, are checked as usual.
extension SchemaChecker {
    static func isProtectedForm(_ value: JSONValue, of property: Property, privacy: PrivacyPolicy) -> Bool {
        guard let pii = property.pii, let action = privacy.action(for: property), action == .redact || action == .hash else { return false }
        return matches(value, action, token: pii.redactionToken)
    }

    static func mayBeMissing(_ property: Property, privacy: PrivacyPolicy) -> Bool {
        privacy.action(for: property) == .drop
    }

    private static func matches(_ value: JSONValue, _ action: PIIAction, token: String) -> Bool {
        switch value {
        case .array(let items):
            return items.allSatisfy { $0 == .null || matches($0, action, token: token) }
        case .string(let text):
            return action == .redact ? text == token : isHexDigest(text)
        default:
            return false
        }
    }

    private static func isHexDigest(_ text: String) -> Bool {
        text.utf8.count == 64
            && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }
}
