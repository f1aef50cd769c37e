import Testing
import TrackPlanModel

/// One test per property mapping rule of Docs/GeneratedAPI.md.
@Suite struct PropertyMappingTests {
    typealias B = PlanBuilders
    let string = B.schema(.string(StringConstraints()))

    @Test func requiredIsNonOptionalWithoutDefault() {
        let text = Snippet.event([B.property("order_id", string)])
        Snippet.expect(text, contains: "    public let orderId: Swift.String\n")
        Snippet.expect(text, contains: "    public init(orderId: Swift.String) {\n        self.orderId = orderId\n    }")
        Snippet.expect(text, contains: "        visitor.string(\"order_id\", self.orderId)\n")
    }

    @Test func optionalIsOptionalDefaultingToNilAndLeftOutWhenNil() {
        let text = Snippet.event([B.property("coupon", string, required: false)])
        Snippet.expect(text, contains: "    public init(coupon: Swift.String? = nil) {")
        Snippet.expect(text, contains: "        visitor.string(\"coupon\", self.coupon)\n")
    }

    @Test func requiredNullableIsOptionalWithoutDefaultAndSendsNull() {
        let text = Snippet.event([B.property("note", B.schema(.string(StringConstraints()), nullable: true))])
        Snippet.expect(text, contains: "    public init(note: Swift.String?) {")
        Snippet.expect(text, contains: "        visitor.stringField(\"note\", self.note, null: true)\n")
    }

    @Test func optionalNullableDistinguishesAbsentFromNull() {
        let text = Snippet.event([B.property("discount", B.schema(.number(NumericConstraints()), nullable: true), required: false)])
        Snippet.expect(text, contains: "    public init(discount: TrackPlan.Nullable<Swift.Double>? = nil) {")
        Snippet.expect(text, contains: "        visitor.nullableNumber(\"discount\", self.discount)\n")
    }

    @Test func integersAndNumbersAndBooleans() {
        let text = Snippet.event([
            B.property("count", B.schema(.integer(NumericConstraints()))), B.property("ratio", B.schema(.number(NumericConstraints()))),
            B.property("flag", B.schema(.boolean)),
        ])
        Snippet.expect(text, contains: "    public init(count: Swift.Int, ratio: Swift.Double, flag: Swift.Bool) {")
        Snippet.expect(text, contains: "        visitor.integer(\"count\", self.count)\n")
        Snippet.expect(text, contains: "        visitor.number(\"ratio\", self.ratio)\n")
        Snippet.expect(text, contains: "        visitor.bool(\"flag\", self.flag)\n")
    }

    @Test func formatsBecomeFoundationAndRuntimeTypes() {
        let text = Snippet.event([
            B.property("at", B.schema(.string(StringConstraints(format: .dateTime)))),
            B.property("link", B.schema(.string(StringConstraints(format: .uri)))),
            B.property("id", B.schema(.string(StringConstraints(format: .uuid)))),
            B.property("day", B.schema(.string(StringConstraints(format: .date)))),
        ])
        Snippet.expect(text, contains: "    public init(at: Foundation.Date, link: TrackPlan.URI, id: Foundation.UUID, day: Swift.String) {")
        Snippet.expect(text, contains: "        visitor.date(\"at\", self.at)\n")
        Snippet.expect(text, contains: "        visitor.uri(\"link\", self.link)\n")
        Snippet.expect(text, contains: "        visitor.uuid(\"id\", self.id)\n")
        Snippet.expect(text, contains: "        visitor.string(\"day\", self.day, format: .date)\n")
    }

    @Test func constIsNotAParameterAndIsAlwaysSent() {
        let text = Snippet.event([B.property("schema_version", B.schema(.string(StringConstraints()), const: .string("2")))])
        Snippet.expect(text, contains: "    public var schemaVersion: Swift.String { \"2\" }\n")
        Snippet.expect(text, contains: "    public init() {}\n")
        Snippet.expect(text, contains: "        visitor.constant(\"schema_version\", escaped: \"2\")\n")
    }

    @Test func nestedObjectsBecomeNestedStructs() {
        let address = B.schema(.object(ObjectShape(properties: [B.property("city", string)])), description: "Where it goes.")
        let text = Snippet.event([B.property("shipping_address", address)])
        Snippet.expect(text, contains: "    public let shippingAddress: ShippingAddress\n")
        Snippet.expect(text, contains: "    public struct ShippingAddress: Swift.Sendable, Swift.Hashable, TrackPlan.VisitableObject {\n")
        Snippet.expect(text, contains: "        visitor.object(\"shipping_address\", self.shippingAddress)\n")
        Snippet.expect(text, contains: "    public static func sample(shippingAddress: Sample.ShippingAddress) -> Sample {")
    }

    @Test func arraysBecomeTypedArraysAndNullableItemsOptionalElements() {
        let text = Snippet.event([
            B.property("tags", B.schema(.array(ArrayShape(items: B.schema(.string(StringConstraints()), nullable: true))))),
            B.property("grid", B.schema(.array(ArrayShape(items: B.schema(.array(ArrayShape(items: B.schema(.integer(NumericConstraints()))))))))),
        ])
        Snippet.expect(text, contains: "    public init(tags: [Swift.String?], grid: [[Swift.Int]]) {")
        Snippet.expect(text, contains: "        visitor.array(\"tags\", self.tags, element: { $0.stringValue($1) })\n")
        Snippet.expect(
            text, contains: "        visitor.array(\"grid\", self.grid, element: { $0.arrayValue($1, element: { $0.integerValue($1) }) })\n")
    }

    @Test func descriptionsBecomeDocCommentsWithThePlanPointer() {
        let text = Snippet.event([B.property("order_id", B.schema(.string(StringConstraints(maxLength: 8)), description: "The order.\nSecond line."))]
        )
        Snippet.expect(
            text,
            contains: """
                /// A sample.
                ///
                /// Sent as `track` with the name `Sample`.
                ///
                /// Plan: `events.json#/events/Sample`
                public struct Sample: TrackPlan.TrackedEvent, Swift.Equatable {
                """)
        Snippet.expect(
            text,
            contains: """
                    /// The order.
                    /// Second line.
                    ///
                    /// Wire key `order_id`; at most 8 characters.
                    public let orderId: Swift.String
                """)
    }

    @Test func keywordsAreEscapedAndSelfNeverShadowed() {
        let text = Snippet.event([B.property("default", string), B.property("self", string, required: false)])
        Snippet.expect(text, contains: "    public let `default`: Swift.String\n")
        Snippet.expect(text, contains: "    public init(`default`: Swift.String, `self` _self: Swift.String? = nil) {")
        Snippet.expect(text, contains: "        self.`self` = _self\n")
        Snippet.expect(text, contains: "        Self(default: `default`, self: _self)\n")
    }

    @Test func wireKeysArePreEscapedStaticStrings() {
        let text = Snippet.event([B.property("say \"hi\"\\", string)])
        Snippet.expect(text, contains: ##"        visitor.string(#"say \"hi\"\\"#, self."##)
        Snippet.expect(text, contains: #"Wire key `say "hi"\`"#)
    }

    @Test func deprecatedPropertyKeepsStoragePrivateBehindADeprecatedAccessor() {
        let old = B.schema(.string(StringConstraints()), deprecated: Deprecation(message: "Use order_id."))
        let text = Snippet.event([B.property("legacy", old, required: false)])
        Snippet.expect(
            text,
            contains: """
                    private let _legacy: Swift.String?

                    /// Wire key `legacy`; deprecated: Use order_id.
                    @available(*, deprecated, message: "Use order_id.")
                    public var legacy: Swift.String? { self._legacy }
                """)
        Snippet.expect(text, contains: "        self._legacy = legacy\n")
    }

    @Test func internalAccessLevelWritesNoModifier() {
        let text = Snippet.event([B.property("a", string)], access: .internal)
        Snippet.expect(text, contains: "struct Sample: TrackPlan.TrackedEvent, Swift.Equatable {\n    static var kind")
        Snippet.expect(text, lacks: "public ")
    }
}
