import Foundation

/// The benchmarks' values for the generated `CheckoutCompleted` (Benchmarks/Plan), and the same event in the
/// `[String: Any]` form most SDKs take. Shared by trackplan-benchmarks, segment-side-by-side and the package-benchmark
/// suite (the last two reach this directory by symlink), so every harness tracks the same bytes.
extension CheckoutCompleted {
    /// The `index`-th of the benchmarks' events: a third carry a coupon, half are gifts.
    public static func sample(_ index: Int) -> CheckoutCompleted {
        CheckoutCompleted(
            orderId: "ord_\(index % 100_000)", total: 42.5 + Double(index % 100), currency: "EUR", itemCount: 1 + index % 7,
            coupon: index % 3 == 0 ? "WINTER" : nil, isGift: index % 2 == 0, channel: "ios", note: "leave at the door")
    }

    /// The same properties as a dictionary, `coupon` `NSNull` when there is none (the plan's `null`).
    public func dictionary() -> [String: Any] {
        [
            "order_id": orderId, "total": total, "currency": currency, "item_count": itemCount,
            "coupon": coupon.map { $0 as Any } ?? NSNull(), "is_gift": isGift, "channel": channel, "note": note,
        ]
    }
}
