import Foundation
import TestSupport
import Testing

/// The product's promise: wrong call sites fail to compile, and the compiler's message names the problem.
/// Each case type-checks a small file against the real built `TrackPlan` and `ExamplePlan` modules.
@Suite struct CompileFailTests {
    /// A call site and the words the compiler's error must contain.
    struct BadCallSite: CustomTestStringConvertible, Sendable {
        var name: String
        var call: String
        var expected: [String]
        var testDescription: String { name }
    }

    static let badCallSites = [
        BadCallSite(
            name: "wrong property type",
            call: #"send(.orderCompleted(orderId: UUID(), total: "29.99", currency: .usd, products: []))"#,
            expected: ["error: cannot convert value of type 'String' to expected argument type 'Double'"]),
        BadCallSite(
            name: "missing required property",
            call: #"send(.orderCompleted(orderId: UUID(), currency: .usd, products: []))"#,
            expected: ["error: missing argument for parameter 'total'"]),
        BadCallSite(
            name: "misspelt enum case",
            call: #"send(.orderCompleted(orderId: UUID(), total: 29.99, currency: .usdd, products: []))"#,
            expected: ["error: type 'Currency' has no member 'usdd'"]),
        BadCallSite(
            name: "unknown event",
            call: #"send(.orderComplete(orderId: UUID(), total: 29.99, currency: .usd, products: []))"#,
            expected: ["error: type 'TrackedEvent' has no member 'orderComplete'"]),
        BadCallSite(
            name: "misspelt property label",
            call: #"send(.orderCompleted(orderID: UUID(), total: 29.99, currency: .usd, products: []))"#,
            expected: [
                "error: incorrect argument label in call (have 'orderID:total:currency:products:', expected 'orderId:total:currency:products:')"
            ]),
        BadCallSite(
            name: "const property passed as a parameter",
            call: #"send(.paymentInfoEntered(checkoutStep: 2, paymentMethod: .card, default: true, source: "web"))"#,
            expected: ["error: extra argument 'source' in call"]),
    ]

    @Test(arguments: badCallSites)
    func badCallSiteFailsWithAClearMessage(_ site: BadCallSite) async throws {
        let result = try await Self.typecheck(site.call)
        #expect(result.status != 0, "expected a compile error for: \(site.call)")
        for words in site.expected {
            #expect(result.combined.contains(words), "the compiler's message should contain “\(words)”; it said:\n\(result.combined)")
        }
    }

    @Test func goodCallSiteTypeChecks() async throws {
        let result = try await Self.typecheck(
            """
            send(.orderCompleted(orderId: UUID(), total: 29.99, currency: .usd, coupon: .null, products: [
                LineItem(productId: "ABC-1234", price: 9.99, quantity: 3, category: .apparel),
            ]))
            send(.productsSearched(query: "shoes", resultCount: 3))
            _ = ProductViewed(productId: "ABC-1234", price: 1, currency: .usd)
            send(.paymentInfoEntered(checkoutStep: 2, paymentMethod: .applePay, default: true))
            let value = OrderCompleted(orderId: UUID(), total: 1, currency: .eur, products: [])
            precondition(value == .orderCompleted(orderId: value.orderId, total: 1, currency: .eur, products: []))
            """)
        #expect(result.status == 0, "\(result.combined)")
        #expect(result.combined.isEmpty, "no warnings expected:\n\(result.combined)")
    }

    /// A deprecated property warns where a call passes it (the initializer and factory that take it are
    /// deprecated), and only there.
    @Test func passingADeprecatedPropertyWarnsAtTheCallSite() async throws {
        let factory = try await Self.typecheck(
            #"send(.productsSearched(query: "shoes", resultCount: 3, sortOrder: .newest))"#, warningsAsErrors: false)
        #expect(factory.status == 0, "\(factory.combined)")
        #expect(
            factory.combined.contains(
                "warning: 'productsSearched(query:resultCount:filters:sortOrder:)' is deprecated: 'sort_order' is deprecated: Sorting moved to Search Sorted."
            ), "\(factory.combined)")
        let initializer = try await Self.typecheck(
            #"_ = ProductViewed(productId: "A", price: 1, currency: .usd, imageUrl: nil)"#, warningsAsErrors: false)
        #expect(
            initializer.combined.contains(
                "warning: 'init(productId:category:price:currency:position:imageUrl:)' is deprecated: 'image_url' is deprecated"),
            "\(initializer.combined)")
    }

    /// Writes `body` inside a function next to a `track`-shaped `send(_:)` and type-checks it in Swift 6 mode.
    static func typecheck(_ body: String, warningsAsErrors: Bool = true) async throws -> ChildProcess.Output {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-callsite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("CallSite.swift")
        let source = """
            import ExamplePlan
            import Foundation
            import TrackPlan

            func send(_ event: some TrackedEvent) {}

            func callSite() {
            \(body)
            }

            """
        try Data(source.utf8).write(to: file)
        return try await ChildProcess.run(
            BuildProducts.tool("swiftc"),
            ["-typecheck", "-swift-version", "6", "-I", BuildProducts.modules.path, "-Xcc", BuildProducts.runtimeCModuleMapFlag, file.path]
                + (warningsAsErrors ? ["-warnings-as-errors"] : []),
            lowPriority: true)
    }
}

/// The same promise through the real client's `track(_:)`.
@Suite struct ClientCallSiteTests {
    @Test func realClientAcceptsTheLeadingDotFactoryAndRejectsAnUnknownEvent() async throws {
        let good = try await CompileFailTests.typecheck(
            """
            let client: TrackPlanClient? = nil
            client?.track(.orderCompleted(orderId: UUID(), total: 29.99, currency: .usd, products: []))
            client?.track(.cartScreen())
            """)
        #expect(good.status == 0, "\(good.combined)")
        let bad = try await CompileFailTests.typecheck(
            """
            let client: TrackPlanClient? = nil
            client?.track(.orderComplete(orderId: UUID(), total: 29.99, currency: .usd, products: []))
            """)
        #expect(bad.status != 0)
        #expect(bad.combined.contains("error: type 'TrackedEvent' has no member 'orderComplete'"), "\(bad.combined)")
    }
}
