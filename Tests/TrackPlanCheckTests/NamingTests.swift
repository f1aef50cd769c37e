import Testing

/// Names that become the same Swift identifier are errors; `x-swift-name` resolves them; bad overrides are errors.
@Suite struct NamingTests {
    static func events(_ body: String) -> [String: String] { ["events.json": #"{"events": {"# + body + "}}"] }

    @Test func eventsThatBecomeTheSameTypeCollide() {
        let diagnostics = PlanFixtures.diagnostics(Self.events(#""Order Completed": {}, "order_completed": {}"#))
        #expect(
            diagnostics.contains(
                "events.json:1:36: error: event 'order_completed' becomes the Swift name 'OrderCompleted', like event 'Order Completed' at events.json:1:13; rename one or set 'x-swift-name' [swift-name-collision]"
            ), "\(diagnostics)")
    }

    @Test func propertiesThatBecomeTheSameMemberCollide() {
        let diagnostics = PlanFixtures.diagnostics(
            Self.events(#""Signed Up": {"properties": {"user_id": {"type": "string"}, "userId": {"type": "string"}}}"#))
        #expect(
            diagnostics.contains(
                "events.json:1:73: error: property 'userId' becomes the Swift name 'userId', like property 'user_id' of the same object; rename one or set 'x-swift-name' [swift-name-collision]"
            ), "\(diagnostics)")
    }

    @Test func swiftNameOverrideResolvesACollision() {
        let diagnostics = PlanFixtures.diagnostics(
            Self.events(
                #""Signed Up": {"properties": {"user_id": {"type": "string"}, "userId": {"type": "string", "x-swift-name": "legacyUserId"}}}"#))
        #expect(!diagnostics.contains { $0.contains("[swift-name-collision]") }, "\(diagnostics)")
    }

    @Test(arguments: ["1abc", "", "my-name", "naïve"])
    func swiftNameMustBeAnIdentifier(name: String) {
        let diagnostics = PlanFixtures.diagnostics(
            Self.events(#""Signed Up": {"properties": {"plan": {"type": "string", "x-swift-name": ""# + name + #""}}}"#))
        #expect(
            diagnostics == [
                "events.json:1:85: error: 'x-swift-name' \"\(name)\" is not a Swift identifier; use ASCII letters, digits and '_', not starting with a digit [invalid-swift-name]"
            ])
    }

    @Test func swiftNameMayStartWithAnUnderscore() {
        let diagnostics = PlanFixtures.diagnostics(
            Self.events(#""Signed Up": {"properties": {"plan": {"type": "string", "x-swift-name": "_ok1"}}}"#))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }
}
