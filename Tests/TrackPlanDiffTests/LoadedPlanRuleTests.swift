import Testing
import TrackPlanCheck
import TrackPlanDiff
import TrackPlanModel

/// Rules whose inputs come from the plan language's extension keywords, checked through the real loader:
/// tiny plans written as JSON text, loaded in memory, diffed.
@Suite("Rules through the loader")
struct LoadedPlanRuleTests {
    /// A plan whose one plan file holds `sections` (the inside of a JSON object).
    static func plan(_ sections: String, version: String = "1.0.0") throws -> Plan {
        let files = [
            PlanSourceFile(path: "trackplan.json", bytes: Array(#"{"name": "Tiny", "version": "\#(version)"}"#.utf8)),
            PlanSourceFile(path: "plan.json", bytes: Array("{\(sections)}".utf8)),
        ]
        let result = PlanLoader().load(files)
        guard let plan = result.plan else {
            Issue.record("plan did not load: \(result.diagnostics.map(\.description))")
            throw CancellationError()
        }
        return plan
    }

    static func changes(_ old: String, _ new: String) throws -> [String] {
        PlanDiffer().changes(from: try plan(old), to: try plan(new)).map(RuleCase.describe)
    }

    static let consent = #""consent": {"analytics": {"description": "A."}, "marketing": {"description": "M."}}"#

    static func event(_ properties: String, extra: String = "") -> String {
        #""events": {"Signed Up": {"description": "D." \#(extra), "properties": {\#(properties)}}}"#
    }

    static let plain = #""plan": {"type": "string", "description": "P."}"#

    @Test func propertyRenameThroughXPreviousName() throws {
        let renamed = #""tier": {"type": "string", "description": "P.", "x-previous-name": "plan"}"#
        #expect(try Self.changes(Self.event(Self.plain), Self.event(renamed)) == ["property-renamed /events/Signed Up/properties/tier SBF"])
    }

    @Test func eventRenameKeepingWireAndSwiftNames() throws {
        let old = #""events": {"Signup": {"description": "D.", "properties": {}}}"#
        let new =
            #""events": {"Signed Up": {"description": "D.", "x-previous-name": ["Signup"], "x-wire-name": "Signup", "x-swift-name": "Signup", "properties": {}}}"#
        #expect(try Self.changes(old, new) == ["event-renamed /events/Signed Up ---"])
    }

    @Test func wireNameSwiftNamePIIAndDeprecation() throws {
        let old = Self.event(#""email": {"type": "string", "description": "E."}"#)
        let new = Self.event(
            #""email": {"type": "string", "description": "E.", "x-pii": "email", "x-swift-name": "emailAddress", "deprecated": true}"#,
            extra: #", "x-wire-name": "signed_up""#)
        #expect(
            try Self.changes(old, new) == [
                "event-wire-name-changed /events/Signed Up/x-wire-name -BF",
                "swift-name-changed /events/Signed Up/properties/email/x-swift-name S--",
                "pii-changed /events/Signed Up/properties/email/x-pii ---",
                "deprecated /events/Signed Up/properties/email/deprecated ---",
            ])
    }

    /// `x-swift-name` is used exactly as written, as the generator does: `URL` → `url` renames the member.
    @Test func swiftNameOverrideChangedOnlyInCase() throws {
        let old = Self.event(#""link": {"type": "string", "description": "L.", "x-swift-name": "URL"}"#)
        let new = Self.event(#""link": {"type": "string", "description": "L.", "x-swift-name": "url"}"#)
        #expect(try Self.changes(old, new) == ["swift-name-changed /events/Signed Up/properties/link/x-swift-name S--"])
    }

    /// An override equal to the key still differs from the name derived from the key (`order_id` vs `orderId`).
    @Test func swiftNameOverrideAddedThatKeepsTheKeySpelling() throws {
        let old = Self.event(#""order_id": {"type": "string", "description": "O."}"#)
        let new = Self.event(#""order_id": {"type": "string", "description": "O.", "x-swift-name": "order_id"}"#)
        #expect(try Self.changes(old, new) == ["swift-name-changed /events/Signed Up/properties/order_id/x-swift-name S--"])
    }

    @Test func consentOfAnEventAndConsentCategories() throws {
        let old = Self.consent + ", " + Self.event(Self.plain, extra: #", "x-consent": "analytics""#)
        let new = #""consent": {"analytics": {"description": "A."}}, "# + Self.event(Self.plain, extra: #", "x-consent": "analytics""#)
        #expect(try Self.changes(old, new) == ["consent-category-removed /consent/marketing S--"])
        let moved = Self.consent + ", " + Self.event(Self.plain, extra: #", "x-consent": "marketing""#)
        #expect(try Self.changes(old, moved) == ["consent-changed /events/Signed Up/x-consent ---"])
    }

    @Test func screensEntitlementsAndTraits() throws {
        let old = #""screens": {"Home": {"description": "H.", "properties": {}}}, "entitlements": {"pro": {"description": "P."}}, "# + Self.event("")
        let new =
            #""identify": {"description": "T.", "properties": {\#(Self.plain)}}, "entitlements": {"pro": {"description": "Pro."}}, "# + Self.event("")
        #expect(
            try Self.changes(old, new) == [
                "event-removed /screens/Home SB-",
                "traits-added /identify ---",
                "description-changed /entitlements/pro/description ---",
            ])
    }

    @Test func nestedArrayItemsThroughRefs() throws {
        let defs =
            #""$defs": {"line": {"type": "object", "description": "L.", "properties": {"sku": {"type": "string", "description": "S."}}, "required": ["sku"]}}"#
        let old = defs + ", " + Self.event(##""lines": {"type": "array", "description": "Ls.", "items": {"$ref": "#/$defs/line"}}"##)
        let newDefs = defs.replacing(#""required": ["sku"]"#, with: #""required": []"#)
        let new = newDefs + ", " + Self.event(##""lines": {"type": "array", "description": "Ls.", "items": {"$ref": "#/$defs/line"}}"##)
        #expect(try Self.changes(old, new) == ["property-made-optional /events/Signed Up/properties/lines/items/properties/sku --F"])
    }

    @Test func inliningASharedEnumRenamesItsSwiftType() throws {
        let defs = #""$defs": {"tier": {"type": "string", "description": "T.", "enum": ["free", "pro"]}}"#
        let old = defs + ", " + Self.event(##""tier": {"$ref": "#/$defs/tier"}"##)
        let new = Self.event(#""tier": {"type": "string", "description": "T.", "enum": ["free", "pro"]}"#)
        #expect(try Self.changes(old, new) == ["shared-type-changed /events/Signed Up/properties/tier/$ref S--"])
    }
}

/// `consent-default-changed`: a category's `default`, through the loader, pointing at the keyword's line.
@Suite struct ConsentDefaultDiffTests {
    static func category(_ extra: String) -> String {
        "\"consent\": {\n\"analytics\": {\"description\": \"A.\"},\n\"ads\": {\"description\": \"Ads.\"\(extra)}\n},\n"
            + #""events": {"Seen": {"description": "D.", "properties": {}}}"#
    }

    @Test(arguments: [
        (
            "", #", "default": "denied""#,
            "now denied by default instead of granted by default: its events are no longer sent until the user grants it"
        ),
        (#", "default": "denied""#, #", "default": "always""#, "now always granted instead of denied by default"),
        (#", "default": "always""#, "", "now granted by default instead of always granted"),
    ])
    func aChangedDefaultIsAWarningAtTheKeyword(old: String, new: String, message: String) throws {
        let changes = PlanDiffer().changes(
            from: try LoadedPlanRuleTests.plan(Self.category(old)), to: try LoadedPlanRuleTests.plan(Self.category(new)))
        #expect(changes.map(RuleCase.describe) == ["consent-default-changed /consent/ads/default ---"])
        let change = try #require(changes.first)
        #expect(change.rule.quietSeverity == .warning)
        #expect(change.message.contains(message), "\(change.message)")
        #expect(change.newLocation?.line == 3, "the line of 'default' (or of the category, when it was removed)")
    }

    @Test func anUnchangedDefaultIsNoFinding() throws {
        let plan = try LoadedPlanRuleTests.plan(Self.category(#", "default": "denied""#))
        #expect(PlanDiffer().changes(from: plan, to: plan).isEmpty)
    }
}
