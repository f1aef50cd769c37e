import Foundation
@_spi(Generated) import TrackPlan

/// The benchmarks' typed event: eight properties of the usual kinds, with the checks a generated validator
/// would make (a pattern-like check, a range, a length, a minimum).
struct CheckoutCompleted: TrackedEvent {
    static let kind = EventKind.track
    static let wireName = "Checkout Completed"
    static let consentCategory: String? = "analytics"

    var orderId: String
    var total: Double
    var currency: String
    var itemCount: Int
    var coupon: String?
    var isGift: Bool
    var channel: String
    var note: String

    static func sample(_ index: Int) -> CheckoutCompleted {
        CheckoutCompleted(
            orderId: "ord_\(index % 100_000)", total: 42.5 + Double(index % 100), currency: "EUR", itemCount: 1 + index % 7,
            coupon: index % 3 == 0 ? "WINTER" : nil, isGift: index % 2 == 0, channel: "ios", note: "leave at the door")
    }

    func validate(into report: inout ValidationReport) {
        if !orderId.utf8.starts(with: "ord_".utf8) { report.fail("pattern", at: "/order_id", "must start with ord_") }
        if !(total >= 0 && total <= 1_000_000) { report.fail("maximum", at: "/total", "must be in 0...1000000") }
        if currency.utf8.count != 3 { report.fail("minLength", at: "/currency", "must have 3 characters") }
        if itemCount < 1 { report.fail("minimum", at: "/item_count", "must be at least 1") }
    }

    func encodeProperties(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("order_id")
        writer.string(orderId)
        writer.key("total")
        writer.number(total)
        writer.key("currency")
        writer.string(currency)
        writer.key("item_count")
        writer.integer(itemCount)
        writer.key("coupon")
        if let coupon { writer.string(coupon) } else { writer.null() }
        writer.key("is_gift")
        writer.bool(isGift)
        writer.key("channel")
        writer.string(channel)
        writer.key("note")
        writer.string(note)
        writer.endObject()
    }

    /// The same event the way most SDKs take it.
    func dictionary() -> [String: Any] {
        [
            "order_id": orderId, "total": total, "currency": currency, "item_count": itemCount,
            "coupon": coupon.map { $0 as Any } ?? NSNull(), "is_gift": isGift, "channel": channel, "note": note,
        ]
    }
}
