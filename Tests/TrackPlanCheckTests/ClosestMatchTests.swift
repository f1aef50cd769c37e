import Testing

@testable import TrackPlanCheck

/// "Did you mean" hints and naming conventions.
@Suite struct ClosestMatchTests {
    @Test(arguments: [
        ("minimun", "minimum"), ("maxlength", "maxLength"), ("requried", "required"), ("propertes", "properties"),
        ("x-pi", "x-pii"), ("enums", "enum"),
    ])
    func suggestsNearbyKeywords(typo: String, expected: String) {
        #expect(ClosestMatch.suggestion(for: typo, among: KeywordCatalog.allowed(in: .property)) == expected)
    }

    @Test func staysQuietWhenNothingIsClose() {
        #expect(ClosestMatch.suggestion(for: "colour", among: KeywordCatalog.allowed(in: .property)) == nil)
        #expect(ClosestMatch.suggestion(for: "a", among: ["xyz"]) == nil)
    }

    @Test(arguments: [
        (NamingConvention.titleCase, "Order Completed", true), (.titleCase, "Order completed", false), (.titleCase, "Order  Completed", false),
        (.titleCase, "3D Model Viewed", true), (.snakeCase, "order_id", true), (.snakeCase, "order__id", false), (.snakeCase, "Order_id", false),
        (.camelCase, "orderID", true), (.camelCase, "order_id", false), (.pascalCase, "OrderId", true), (.pascalCase, "orderId", false),
        (.any, "42_--terrible", true),
    ])
    func checksNamingConventions(convention: NamingConvention, name: String, accepted: Bool) {
        #expect(convention.accepts(name) == accepted)
    }
}
