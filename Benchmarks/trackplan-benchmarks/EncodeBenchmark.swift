import ExamplePlan
import Foundation
@_spi(Generated) import TrackPlan

/// `trackplan-benchmarks encode [iterations]`: ns per event to build and encode the 8-property `Order Completed`
/// (two line items, a shipping address) three ways in one run: the generated encoder into `JSONWriter`, a
/// `[String: Any]` with `JSONSerialization`, and a `Codable` mirror with `JSONEncoder`.
enum EncodeBenchmark {
    static func run(_ arguments: [String]) throws {
        let iterations = arguments.first.flatMap { Int($0) } ?? 200_000
        let orderId = UUID()
        var sink = 0

        var writer = JSONWriter(capacity: 512)
        let typed = measure(iterations) { index in
            let event = OrderCompleted.orderCompleted(
                orderId: orderId, total: 59.98 + Double(index & 1), discount: .null, currency: .usd, coupon: .value("SAVE10NOW"),
                products: [
                    LineItem(productId: "ABC-1234", sku: "ABC-1234-M", name: "Shirt", price: 19.99, quantity: 2, category: .apparel),
                    LineItem(productId: "XYZ-9876", price: 20.0, quantity: 1, category: .footwear),
                ],
                shippingAddress: .init(city: "Malmö", countryCode: "SE"))
            writer.reset()
            event.encodeProperties(into: &writer)
            sink &+= writer.bytes.count
        }

        let serialization = measure(iterations / 10) { index in
            let properties: [String: Any] = [
                "order_id": orderId.uuidString.lowercased(), "total": 59.98 + Double(index & 1), "discount": NSNull(), "currency": "USD",
                "coupon": "SAVE10NOW", "source": "app",
                "products": [
                    ["product_id": "ABC-1234", "sku": "ABC-1234-M", "name": "Shirt", "price": 19.99, "quantity": 2, "category": "apparel"],
                    ["product_id": "XYZ-9876", "price": 20.0, "quantity": 1, "category": "footwear"],
                ],
                "shipping_address": ["city": "Malmö", "country_code": "SE"],
            ]
            sink &+= (try? JSONSerialization.data(withJSONObject: properties))?.count ?? 0
        }

        let encoder = JSONEncoder()
        let codable = measure(iterations / 10) { index in
            let event = CodableOrderCompleted(
                orderId: orderId, total: 59.98 + Double(index & 1), discount: nil, currency: "USD", coupon: "SAVE10NOW",
                products: [
                    .init(productId: "ABC-1234", sku: "ABC-1234-M", name: "Shirt", price: 19.99, quantity: 2, category: "apparel"),
                    .init(productId: "XYZ-9876", sku: nil, name: nil, price: 20.0, quantity: 1, category: "footwear"),
                ],
                shippingAddress: .init(city: "Malmö", countryCode: "SE"))
            sink &+= (try? encoder.encode(event))?.count ?? 0
        }

        print("encode: Order Completed (8 properties, 2 line items, address), build + encode, ns/event")
        print("encode: generated JSONWriter      \(format(typed)) ns")
        print("encode: [String: Any] + JSONSerialization  \(format(serialization)) ns  (\(format(serialization / typed))× slower)")
        print("encode: Codable + JSONEncoder     \(format(codable)) ns  (\(format(codable / typed))× slower)")
        print("encode: (checksum \(sink))")
    }

    /// Best-of-5 nanoseconds per call of `body`.
    private static func measure(_ iterations: Int, _ body: (Int) -> Void) -> Double {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<5 {
            let elapsed = clock.measure { for index in 0..<iterations { body(index) } }
            let (seconds, attoseconds) = elapsed.components
            best = min(best, (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(iterations))
        }
        return best
    }

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}

/// The same event as a hand-written `Codable` type, for the comparison.
private struct CodableOrderCompleted: Encodable {
    struct Item: Encodable {
        var productId: String, sku: String?, name: String?, price: Double, quantity: Int, category: String?
        enum CodingKeys: String, CodingKey { case productId = "product_id", sku, name, price, quantity, category }
    }
    struct Address: Encodable {
        var city: String?, countryCode: String
        enum CodingKeys: String, CodingKey { case city, countryCode = "country_code" }
    }
    var orderId: UUID, total: Double, discount: Double?, currency: String, coupon: String?, products: [Item], shippingAddress: Address?
    var source = "app"
    enum CodingKeys: String, CodingKey {
        case orderId = "order_id", total, discount, currency, coupon, products, source, shippingAddress = "shipping_address"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(orderId, forKey: .orderId)
        try container.encode(total, forKey: .total)
        try container.encode(discount, forKey: .discount)  // encodes null, as the typed event sends `.null`
        try container.encode(currency, forKey: .currency)
        try container.encodeIfPresent(coupon, forKey: .coupon)
        try container.encode(products, forKey: .products)
        try container.encode(source, forKey: .source)
        try container.encodeIfPresent(shippingAddress, forKey: .shippingAddress)
    }
}
