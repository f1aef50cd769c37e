import Foundation
import TestSupport
import Testing
import TrackPlanGenerate

/// A `oneOf` of objects told apart by a discriminator, as an app meets it: one enum case per member with its typed
/// payload, the discriminator written by the encoder (never passed by the app), validation by the member the
/// case names, and wrong call sites that do not compile.
@Suite struct DiscriminatedUnionCallSiteTests {
    static let plan = ##"""
        {
          "events": {
            "Payment Submitted": {
              "properties": {
                "amount": { "type": "number", "minimum": 0 },
                "method": {
                  "oneOf": [
                    { "type": "object", "properties": { "type": { "const": "card" }, "last4": { "type": "string", "pattern": "^[0-9]{4}$" }, "brand": { "type": "string" } }, "required": ["type", "last4"] },
                    { "type": "object", "properties": { "type": { "const": "paypal" }, "email": { "type": "string", "format": "email", "x-pii": "email" } }, "required": ["type", "email"] },
                    { "type": "object", "properties": { "type": { "const": "gift-card" } }, "required": ["type"] }
                  ]
                }
              },
              "required": ["amount", "method"]
            }
          }
        }
        """##

    static func generated() throws -> GenerationResult { try ConstructCallSiteTests.generated(plan, name: "Payments") }

    @Test func eachCaseEncodesItsDiscriminatorAndValidatesByItsOwnMember() async throws {
        let driver = """
            @_spi(Generated) import TrackPlan

            func show(_ event: PaymentSubmitted) {
                var writer = JSONWriter()
                event.encodeProperties(into: &writer)
                var report = ValidationReport()
                event.validate(into: &report)
                print(String(decoding: writer.bytes, as: UTF8.self), report.issues.map { "\\($0.path) \\($0.rule)" })
            }
            show(PaymentSubmitted(amount: 9.5, method: .card(.init(last4: "4242", brand: "visa"))))
            show(PaymentSubmitted(amount: 9.5, method: .paypal(.init(email: "ada@example.com"))))
            show(PaymentSubmitted(amount: 1, method: .giftCard(.init())))
            show(PaymentSubmitted(amount: 1, method: .card(.init(last4: "42"))))
            show(PaymentSubmitted(amount: 1, method: .paypal(.init(email: "not an email"))))

            """
        let output = try await ConformanceTests.compileAndRun(driver, try Self.generated())
        #expect(
            output.split(separator: "\n").map(String.init) == [
                #"{"amount":9.5,"method":{"type":"card","last4":"4242","brand":"visa"}} []"#,
                #"{"amount":9.5,"method":{"type":"paypal","email":"<email>"}} []"#,
                #"{"amount":1,"method":{"type":"gift-card"}} []"#,
                #"{"amount":1,"method":{"type":"card","last4":"42"}} ["/method/last4 pattern"]"#,
                #"{"amount":1,"method":{"type":"paypal","email":"<email>"}} ["/method/email format"]"#,
            ], "\(output)")
    }

    static let badCallSites = [
        ConstructCallSiteTests.BadCallSite(
            name: "the discriminator passed by the app", call: #"_ = PaymentSubmitted(amount: 1, method: .card(.init(type: "card", last4: "4242")))"#,
            expected: "extra argument 'type' in call"),
        ConstructCallSiteTests.BadCallSite(
            name: "one member's payload in another's case",
            call: #"_ = PaymentSubmitted(amount: 1, method: .card(PaymentSubmitted.Method.Paypal(email: "a@b.co")))"#,
            expected: "cannot convert value of type 'PaymentSubmitted.Method.Paypal' to expected argument type 'PaymentSubmitted.Method.Card'"),
        ConstructCallSiteTests.BadCallSite(
            name: "a member's required property missing", call: #"_ = PaymentSubmitted(amount: 1, method: .card(.init(brand: "visa")))"#,
            expected: "missing argument for parameter 'last4'"),
        ConstructCallSiteTests.BadCallSite(
            name: "a discriminator value the plan does not list", call: #"_ = PaymentSubmitted(amount: 1, method: .cash(.init()))"#,
            expected: "type 'PaymentSubmitted.Method' has no member 'cash'"),
    ]

    @Test(arguments: badCallSites)
    func theWrongCallSiteDoesNotCompile(_ site: ConstructCallSiteTests.BadCallSite) async throws {
        let result = try await ConstructCallSiteTests.typecheck(site.call, against: try Self.generated())
        #expect(result.status != 0, "expected a compile error for: \(site.call)")
        #expect(result.combined.contains(site.expected), "the compiler said:\n\(result.combined)")
    }
}
