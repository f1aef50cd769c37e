import Testing

@testable import TrackPlanCollectorServer

/// What the TrackPlan runtime sends for `redact` and `hash` properties (Schemas/: emails hashed, phones redacted) is
/// valid, as is the clear value other clients send; anything else is checked against the schema as usual.
@Suite struct PrivacyFormValidationTests {
    let validator: MessageValidator

    init() throws {
        validator = try PlanSource(directory: RunningCollector.examplePlan).validator
    }

    func problems(email: String, phone: String) throws -> [Problem] {
        let message = """
            {"batch":[{"type":"track","event":"Signed Up","messageId":"m-1","anonymousId":"a","timestamp":"2026-11-23T10:00:00.000Z",\
            "properties":{"method":"email","email":\(email),"phone":\(phone),"marketing_opt_in":true}}]}
            """
        let messages = try RequestParser.messages(in: Array(message.utf8), endpoint: nil, limits: SegmentLimits(messageBytes: 1 << 20))
        return validator.problems(in: messages[0])
    }

    static let hash = "\"" + String(repeating: "3f", count: 32) + "\""

    @Test func theRuntimesProtectedFormsAndClearValuesAreValid() throws {
        #expect(try problems(email: Self.hash, phone: #""<phone>""#) == [])
        #expect(try problems(email: #""ada@example.com""#, phone: #""+46701234567""#) == [])
        #expect(try problems(email: Self.hash, phone: "null") == [])
    }

    @Test func otherFormsAreCheckedAgainstTheSchema() throws {
        #expect(try problems(email: #""<email>""#, phone: #""<phone>""#).map(\.rule) == ["format"])  // emails are hashed, not redacted
        #expect(try problems(email: "\"" + String(repeating: "A", count: 64) + "\"", phone: #""<name>""#).map(\.rule) == ["format", "pattern"])
    }
}
