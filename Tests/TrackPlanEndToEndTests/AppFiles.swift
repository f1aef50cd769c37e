/// The throwaway app's files (see `AppRepository`).
enum AppFiles {
    static func manifest(trackPlanPath: String) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "App",
            platforms: [.macOS(.v13)],
            dependencies: [.package(name: "TrackPlan", path: \(quoted(trackPlanPath)))],
            targets: [
                .executableTarget(
                    name: "App",
                    dependencies: [.product(name: "TrackPlan", package: "TrackPlan")],
                    plugins: [.plugin(name: "TrackPlanPlugin", package: "TrackPlan")]
                )
            ]
        )

        """
    }

    /// Calls one event with the deprecated `coupon`, never `Wishlist Shared` (lines kept apart so the usage test can
    /// name them).
    static let main = [
        "import TrackPlan",
        "",
        #"let analytics = try TrackPlanClient.start(TrackPlanOptions(writeKey: "dev", endpoint: "http://127.0.0.1:9", storageDirectory: nil))"#,
        #"analytics.track(.orderCompleted(orderId: "o-1", total: 29.99))"#,
        #"analytics.track(.orderCompleted(orderId: "o-2", total: 5, coupon: "SPRING"))"#,
        #"analytics.track(.productViewed(productId: "p-1"))"#,
        "analytics.track(.cartScreen())",
        "",
    ].joined(separator: "\n")

    static func planManifest(version: String) -> String { #"{ "name": "Shop", "version": "\#(version)" }"# + "\n" }

    static let eventsV1 = """
        {
          "events": {
            "Order Completed": {
              "description": "An order was paid.",
              "properties": {
                "order_id": { "type": "string", "description": "The order." },
                "total": { "type": "number", "minimum": 0, "description": "Total paid." },
                "coupon": { "type": "string", "description": "The coupon.", "deprecated": true }
              },
              "required": ["order_id", "total"]
            },
            "Product Viewed": {
              "description": "A product page was shown.",
              "properties": { "product_id": { "type": "string", "description": "The product." } },
              "required": ["product_id"]
            },
            "Wishlist Shared": {
              "description": "Planned, not sent by the app yet.",
              "properties": { "list_id": { "type": "string" } }
            }
          },
          "screens": { "Cart": { "description": "The cart.", "properties": {} } }
        }

        """

    static let eventsBreaking =
        eventsV1
        .replacing(#"        "total": { "type": "number", "minimum": 0, "description": "Total paid." },"# + "\n", with: "")
        .replacing(#""required": ["order_id", "total"]"#, with: #""required": ["order_id"]"#)
        .replacing(#""Product Viewed": {"#, with: #""Product Seen": {"# + "\n" + #"      "x-previous-name": "Product Viewed","#)

    static let eventsAdditive = eventsV1.replacing(
        #"    "Wishlist Shared": {"#,
        with: #"    "Wishlist Opened": { "description": "The wishlist was opened.", "properties": {} },"# + "\n" + #"    "Wishlist Shared": {"#)

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
