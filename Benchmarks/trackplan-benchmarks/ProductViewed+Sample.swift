import ExamplePlan

extension ProductViewed {
    /// The example plan's generated event with six properties (a regex-like `pattern`, `multipleOf`, a nullable
    /// integer), as `track` and `once track … product-viewed` send it.
    static func sample(_ index: Int) -> ProductViewed {
        ProductViewed(productId: "SKU-\(10_000 + index)", category: .footwear, price: 59.9, currency: .eur, position: .value(index))
    }
}
