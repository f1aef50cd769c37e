import Testing

@testable import TrackPlanCollectorServer

/// Validation of received messages against the example plan (`Schemas`), without a server.
@Suite struct ValidationTests {
    let validator: MessageValidator

    init() throws {
        validator = try PlanSource(directory: RunningCollector.examplePlan).validator
    }

    func problems(_ json: String) throws -> [Problem] {
        let messages = try RequestParser.messages(in: Array(json.utf8), endpoint: nil, limits: SegmentLimits(messageBytes: 1 << 20))
        return validator.problems(in: messages[0])
    }

    func batch(_ message: String) -> String { #"{"batch":["# + message + "]}" }

    @Test func aPlannedEventWithGoodPropertiesHasNoProblems() throws {
        #expect(try problems(batch(productViewed())) == [])
    }

    @Test func aWrongTypeNamesThePropertyAndThePlanLine() throws {
        let found = try problems(batch(productViewed(price: #""19.99""#)))
        #expect(found.map(\.rule) == ["type"])
        #expect(found[0].pointer == "/properties/price")
        #expect(found[0].plan == "properties.json:21:14")
    }

    @Test func constraintsUseTheGeneratedValidatorsRules() throws {
        let found = try problems(batch(productViewed(price: "-1.005", extra: #","position":-1"#)))
        #expect(Set(found.map(\.rule)) == ["minimum", "multipleOf"])
        #expect(found.contains { $0.pointer == "/properties/position" && $0.rule == "minimum" })
        #expect(found.allSatisfy { $0.plan != nil })
    }

    @Test func unknownAndMissingPropertiesFollowTheShape() throws {
        let message = #"{"type":"track","event":"Product Viewed","anonymousId":"a","properties":{"product_id":"SHO-10442","colour":"red"}}"#
        let found = try problems(batch(message))
        #expect(found.contains { $0.rule == "additionalProperties" && $0.pointer == "/properties/colour" })
        #expect(found.filter { $0.rule == "required" }.count == 2)
        #expect(found.first { $0.rule == "required" }?.pointer == "/properties")
        #expect(found.first { $0.rule == "required" }?.plan?.hasPrefix("events/commerce.json:") == true)
    }

    @Test func anUnplannedEventIsReportedAtItsName() throws {
        let found = try problems(batch(#"{"type":"track","event":"Order Complete","userId":"u1","properties":{}}"#))
        #expect(found.map(\.rule) == ["unplanned-event"])
        #expect(found[0].pointer == "/event")
    }

    @Test func aDeprecatedPropertyIsAWarningThatKeepsTheMessageValid() throws {
        let found = try problems(batch(productViewed(extra: #","image_url":"https://example.com/a.png""#)))
        #expect(found.map(\.rule) == ["deprecated"])
        #expect(found[0].pointer == "/properties/image_url")
        #expect(
            ValidatedMessage(
                received: try RequestParser.messages(in: Array(batch(productViewed()).utf8), endpoint: nil, limits: SegmentLimits())[0],
                problems: found
            ).isValid)
    }

    @Test func aRefusedConsentCategoryIsAProblem() throws {
        let message = productViewed().dropLast() + #","context":{"consent":{"categoryPreferences":{"analytics":false}}}}"#
        let found = try problems(batch(String(message)))
        #expect(found.map(\.rule) == ["consent"])
        #expect(found[0].plan?.hasPrefix("consent.json:") == true)
    }

    @Test func identifyTraitsAndEnvelopeRules() throws {
        let found = try problems(batch(#"{"type":"identify","traits":{"email":42}}"#))
        #expect(found.contains { $0.rule == "identity" && $0.pointer == "" })
        #expect(found.contains { $0.pointer == "/traits/email" && $0.rule == "type" })
        #expect(try problems(batch(#"{"type":"fly","userId":"u"}"#)).map(\.rule) == ["message-type"])
        #expect(try problems(batch(#"{"type":"alias","userId":"u"}"#)).map(\.rule) == ["required"])
    }

    @Test func screensMatchByWireName() throws {
        let found = try problems(batch(#"{"type":"screen","name":"Nowhere","userId":"u"}"#))
        #expect(found.map(\.rule) == ["unplanned-event"])
        #expect(found[0].pointer == "/name")
    }
}
