import Testing
import TrackPlanCheck
import TrackPlanModel

/// The bundled example plan in `Schemas/` loads clean and resolves into the expected model.
@Suite struct ExamplePlanTests {
    let result: PlanLoadResult

    init() throws { result = PlanLoader().load(try PlanFixtures.directory("Schemas")) }

    @Test func lintsClean() {
        #expect(result.diagnostics.map(\.description) == [])
    }

    @Test func readsEverySection() throws {
        let plan = try #require(result.plan)
        #expect(plan.name == "Acme Shop")
        #expect(plan.version == SemanticVersion(major: 2, minor: 4, patch: 0))
        #expect(plan.consentCategories.map(\.name) == ["necessary", "analytics", "marketing"])
        #expect(plan.events.count >= 20)
        #expect(plan.events.first?.key == "Product Viewed")
        #expect(plan.screens.map(\.key) == ["Home", "Product Detail", "Cart", "Checkout", "Paywall", "Settings"])
        #expect(plan.identifyTraits?.properties.properties.count == 7)
        #expect(plan.groupTraits?.properties.properties.map(\.name) == ["household_name", "member_count", "tier"])
        #expect(plan.entitlements.map(\.key) == ["free_shipping", "early_access", "style_advisor", "wishlist_sharing"])
        #expect(plan.files.first == "consent.json")
    }

    @Test func resolvesReferencesAcrossFiles() throws {
        let plan = try #require(result.plan)
        let added = try #require(plan.events.first { $0.key == "Product Added" })
        let currency = try #require(added.properties.properties.first { $0.name == "currency" })
        #expect(currency.schema.reference == SchemaReference(file: "properties.json", pointer: JSONPointer(tokens: ["$defs", "currency"])))
        #expect(currency.schema.enumValues?.first == .string("USD"))
        #expect(currency.isRequired)
        let cart = try #require(added.properties.properties.first { $0.name == "cart_id" })
        #expect(cart.schema.reference?.file == "events/commerce.json")
        guard case .string(let constraints) = cart.schema.type else { Issue.record("cart_id is not a string"); return }
        #expect(constraints.format == .uuid)
    }

    @Test func appliesDefaultsAndExtensions() throws {
        let plan = try #require(result.plan)
        let viewed = try #require(plan.events.first { $0.key == "Product Viewed" })
        #expect(viewed.consent == "analytics")
        #expect(viewed.properties.allowsAdditionalProperties == false)
        let image = try #require(viewed.properties.properties.first { $0.name == "image_url" })
        #expect(image.schema.deprecation?.message != nil)
        let signup = try #require(plan.events.first { $0.key == "Signup Completed" })
        #expect(signup.wireName == "Signed Up")
        #expect(signup.consent == "necessary")
        #expect(signup.properties.properties.first { $0.name == "email" }?.pii == .email)
        let phone = try #require(signup.properties.properties.first { $0.name == "phone" })
        #expect(phone.schema.isNullable && phone.pii == .phone)
        let search = try #require(plan.events.first { $0.key == "Products Searched" })
        #expect(search.previousNames == ["Search Performed"])
        #expect(search.properties.properties.first?.previousNames == ["search_term"])
        #expect(plan.events.first { $0.key == "Subscription Cancelled" }?.swiftName == "SubscriptionCanceled")
        #expect(plan.events.first { $0.key == "Wishlist Product Added" }?.deprecation != nil)
    }

    @Test func keepsArraysOfSharedObjects() throws {
        let plan = try #require(result.plan)
        let order = try #require(plan.events.first { $0.key == "Order Completed" })
        let products = try #require(order.properties.properties.first { $0.name == "products" })
        guard case .array(let array) = products.schema.type, case .object(let line) = array.items.type else {
            Issue.record("products is not an array of objects"); return
        }
        #expect(array.items.reference?.name == "line_item")
        #expect(array.minItems == 1)
        #expect(line.properties.map(\.name) == ["product_id", "sku", "name", "price", "quantity", "category"])
        #expect(order.properties.properties.first { $0.name == "source" }?.schema.constValue == .string("app"))
    }
}
