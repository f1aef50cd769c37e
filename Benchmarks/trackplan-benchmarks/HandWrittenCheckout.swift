import Foundation
@_spi(Generated) import TrackPlan

/// The benchmarks' event written by hand against the runtime (`validate(into:)` and `encodeProperties(into:)`, keys
/// escaped at run time), as the benchmarks tracked it before they used the generated `CheckoutCompleted`
/// (Benchmarks/Plan): same wire name, properties, checks and bytes. `track` and `once track … handwritten` run it beside
/// the generated event, so a gap between generated code and hand-written code shows.
struct HandWrittenCheckout: TrackedEvent {
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

    static func sample(_ index: Int) -> HandWrittenCheckout {
        HandWrittenCheckout(
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
}
