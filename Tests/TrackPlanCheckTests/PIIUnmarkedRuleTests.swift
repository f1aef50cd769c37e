import Testing
import TrackPlanModel

@testable import TrackPlanCheck

/// `pii-unmarked`: a property whose key looks like personal data but has no `x-pii` gets a warning naming the
/// likely class; `"x-pii": "none"` or `lint.disable` silences it.
@Suite struct PIIUnmarkedRuleTests {
    @Test(arguments: [
        ("email", PIIClass.email), ("billingEmail", .email), ("e_mail", .email), ("email_address", .email),
        ("ip_address", .ipAddress), ("clientIP", .ipAddress), ("IPAddress", .ipAddress),
        ("phone", .phone), ("mobile_number", .phone),
        ("first_name", .name), ("lastName", .name), ("Full Name", .name), ("surname", .name),
        ("lat", .location), ("geo_lng", .location), ("longitude", .location),
        ("dob", .identifier), ("date_of_birth", .identifier), ("ssn", .identifier), ("userAgent", .identifier),
        ("shipping_address", .address), ("zip", .address), ("postal-code", .address),
    ])
    func guessesTheClassFromWordParts(key: String, expected: PIIClass) {
        #expect(LikelyPersonalData.likelyClass(of: key) == expected)
    }

    @Test(arguments: ["name", "product_name", "mailbox_size", "latency_ms", "zipped", "shipping", "tip", "telemetry", "order_id"])
    func leavesOrdinaryKeysAlone(key: String) {
        #expect(LikelyPersonalData.likelyClass(of: key) == nil)
    }

    static func event(_ properties: String, lint: String = "") -> [String: String] {
        [
            "trackplan.json": #"{"name": "Test", "version": "1.0.0", "lint": {"disable": ["missing-description"\#(lint)]}}"#,
            "events.json": """
            {
              "events": {
                "Signed Up": {
                  "properties": {
                    \(properties)
                  }
                }
              }
            }
            """,
        ]
    }

    @Test func warnsWithTheLikelyClassAndTheFix() {
        #expect(
            PlanFixtures.diagnostics(Self.event(#""contact_email": { "type": "string" }"#)) == [
                ##"events.json:5:9: warning: property 'contact_email' looks like personal data (email) but has no 'x-pii'; add "x-pii": "email", or "x-pii": "none" if it holds none [pii-unmarked]"##
            ])
    }

    @Test func isSilencedByAClassByNoneOrByTheManifest() {
        #expect(PlanFixtures.diagnostics(Self.event(#""contact_email": { "type": "string", "x-pii": "email" }"#)).isEmpty)
        #expect(PlanFixtures.diagnostics(Self.event(#""phone_model": { "type": "string", "x-pii": "none" }"#)).isEmpty)
        #expect(PlanFixtures.diagnostics(Self.event(#""contact_email": { "type": "string" }"#, lint: #", "pii-unmarked""#)).isEmpty)
    }

    @Test func judgesAnObjectByItsFields() {
        let properties = #""home_address": { "type": "object", "properties": { "city": { "type": "string", "x-pii": "address" } } }"#
        #expect(PlanFixtures.diagnostics(Self.event(properties)).isEmpty)
        let unmarked = #""home_address": { "type": "object", "properties": { "email": { "type": "string" } } }"#
        let warnings = PlanFixtures.diagnostics(Self.event(unmarked))
        #expect(warnings.count == 1 && warnings.allSatisfy { $0.contains("property 'email'") && $0.contains("[pii-unmarked]") }, "\(warnings)")
    }
}
