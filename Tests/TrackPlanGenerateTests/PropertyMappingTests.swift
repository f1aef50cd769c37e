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
        Snippet.expect(text, contains: "        writer.member(escaped: \"order_id\", string: self.orderId)\n")
    }

    @Test func optionalIsOptionalDefaultingToNilAndLeftOutWhenNil() {
        let text = Snippet.event([B.property("coupon", string, required: false)])
        Snippet.expect(text, contains: "    public init(coupon: Swift.String? = nil) {")
        Snippet.expect(
            text,
            contains: """
                        if let coupon = self.coupon {
                            writer.member(escaped: "coupon", string: coupon)
                        }
                """)
    }

    @Test func requiredNullableIsOptionalWithoutDefaultAndSendsNull() {
        let text = Snippet.event([B.property("note", B.schema(.string(StringConstraints()), nullable: true))])
        Snippet.expect(text, contains: "    public init(note: Swift.String?) {")
        Snippet.expect(
            text,
            contains: """
                        writer.key(escaped: "note")
                        if let note = self.note {
                            writer.string(note)
                        } else {
                            writer.null()
                        }
                """)
    }

    @Test func optionalNullableDistinguishesAbsentFromNull() {
        let text = Snippet.event([B.property("discount", B.schema(.number(NumericConstraints()), nullable: true), required: false)])
        Snippet.expect(text, contains: "    public init(discount: TrackPlan.Nullable<Swift.Double>? = nil) {")
        Snippet.expect(
            text,
            contains: """
                        if let discount = self.discount {
                            writer.key(escaped: "discount")
                            switch discount {
                            case .null:
                                writer.null()
                            case .value(let value):
                                writer.number(value)
                            }
                        }
                """)
        Snippet.expect(
            text,
            contains: """
                        if let discount = self.discount?.wrapped {
                            report.checkFinite(discount, at: "/discount")
                        }
                """)
    }

    @Test func integersAndNumbersAndBooleans() {
        let text = Snippet.event([
            B.property("count", B.schema(.integer(NumericConstraints()))), B.property("ratio", B.schema(.number(NumericConstraints()))),
            B.property("flag", B.schema(.boolean)),
        ])
        Snippet.expect(text, contains: "    public init(count: Swift.Int, ratio: Swift.Double, flag: Swift.Bool) {")
        Snippet.expect(text, contains: "        writer.member(escaped: \"count\", integer: self.count)\n")
        Snippet.expect(text, contains: "        writer.member(escaped: \"ratio\", number: self.ratio)\n")
        Snippet.expect(text, contains: "        writer.member(escaped: \"flag\", bool: self.flag)\n")
    }

    @Test func formatsBecomeFoundationAndRuntimeTypes() {
        let text = Snippet.event([
            B.property("at", B.schema(.string(StringConstraints(format: .dateTime)))),
            B.property("link", B.schema(.string(StringConstraints(format: .uri)))),
            B.property("id", B.schema(.string(StringConstraints(format: .uuid)))),
            B.property("day", B.schema(.string(StringConstraints(format: .date)))),
        ])
        Snippet.expect(text, contains: "    public init(at: Foundation.Date, link: TrackPlan.URI, id: Foundation.UUID, day: Swift.String) {")
        Snippet.expect(text, contains: "        writer.member(escaped: \"at\", date: self.at)\n")
        Snippet.expect(text, contains: "        writer.member(escaped: \"link\", uri: self.link)\n")
        Snippet.expect(text, contains: "        report.checkFormat(self.link.string, .uri, at: \"/link\")\n")
        Snippet.expect(text, contains: "        writer.member(escaped: \"id\", uuid: self.id)\n")
        Snippet.expect(text, contains: "        report.checkFormat(self.day, .date, at: \"/day\")\n")
    }

    @Test func constIsNotAParameterAndIsAlwaysSent() {
        let text = Snippet.event([B.property("schema_version", B.schema(.string(StringConstraints()), const: .string("2")))])
        Snippet.expect(text, contains: "    public var schemaVersion: Swift.String { \"2\" }\n")
        Snippet.expect(text, contains: "    public init() {}\n")
        Snippet.expect(text, contains: "        writer.key(escaped: \"schema_version\")\n        writer.string(escaped: \"2\")\n")
    }

    @Test func nestedObjectsBecomeNestedStructs() {
        let address = B.schema(.object(ObjectShape(properties: [B.property("city", string)])), description: "Where it goes.")
        let text = Snippet.event([B.property("shipping_address", address)])
        Snippet.expect(text, contains: "    public let shippingAddress: ShippingAddress\n")
        Snippet.expect(text, contains: "    public struct ShippingAddress: Swift.Sendable, Swift.Hashable {\n")
        Snippet.expect(text, contains: "        self.shippingAddress.encode(into: &writer)\n")
        Snippet.expect(text, contains: "    public static func sample(shippingAddress: Sample.ShippingAddress) -> Sample {")
    }

    @Test func arraysBecomeTypedArraysAndNullableItemsOptionalElements() {
        let text = Snippet.event([
            B.property("tags", B.schema(.array(ArrayShape(items: B.schema(.string(StringConstraints()), nullable: true))))),
            B.property("grid", B.schema(.array(ArrayShape(items: B.schema(.array(ArrayShape(items: B.schema(.integer(NumericConstraints()))))))))),
        ])
        Snippet.expect(text, contains: "    public init(tags: [Swift.String?], grid: [[Swift.Int]]) {")
        Snippet.expect(
            text,
            contains: """
                        for element in self.tags {
                            if let element = element {
                                writer.string(element)
                            } else {
                                writer.null()
                            }
                        }
                """)
        Snippet.expect(
            text,
            contains: """
                        for element in self.grid {
                            writer.beginArray()
                            for element1 in element {
                                writer.integer(element1)
                            }
                            writer.endArray()
                        }
                """)
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
        Snippet.expect(text, contains: "        Sample(default: `default`, self: _self)\n")
    }

    @Test func wireKeysArePreEscapedStaticStrings() {
        let text = Snippet.event([B.property("say \"hi\"\\", string)])
        Snippet.expect(text, contains: ##"        writer.member(escaped: #"say \"hi\"\\"#, string: "##)
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
