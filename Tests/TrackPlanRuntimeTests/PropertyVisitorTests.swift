import Foundation
import Testing

@_spi(Generated) @testable import TrackPlan

/// The visitor behind generated `visitProperties(_:)`: the same walk validates (with JSON Pointer paths) and
/// encodes (keys pre-escaped, actions applied, absent and `null` kept apart). The types below are written as the
/// generator writes them.
@Suite struct PropertyVisitorTests {
    struct Item: VisitableObject, Hashable {
        var skuId: String
        var price: Double

        func visitProperties(_ visitor: inout PropertyVisitor) {
            visitor.string("sku/id", skuId, minLength: 2)
            visitor.number("price", price, minimum: 0.0)
        }
    }

    enum Amount: VisitableValue, Hashable {
        case text(String)
        case number(Double)

        func visitValue(_ visitor: inout PropertyVisitor) {
            switch self {
            case .text(let value): visitor.stringValue(value, maxLength: 3)
            case .number(let value): visitor.numberValue(value, minimum: 0.0)
            }
        }
    }

    struct Order: TrackedEvent {
        static var kind: EventKind { .track }
        static var wireName: String { "Order" }
        static var consentCategory: String? { nil }

        var items: [Item]
        var tags: [String]? = nil
        var coupon: String? = nil
        var note: String? = nil
        var discount: Nullable<Int>? = nil
        var email: String = "ada@example.com"
        var phone: String = "+44 20 7946 0000"
        var scores: [String: Int] = [:]
        var amount: Amount? = nil
        var say: String = "hi"

        func visitProperties(_ visitor: inout PropertyVisitor) {
            visitor.array("items", items, minItems: 1, element: { $0.objectValue($1) })
            visitor.uniqueArray("tags", tags, element: { $0.stringValue($1, maxLength: 4) })
            visitor.string("coupon", coupon)
            visitor.stringField("note", note, null: true)
            visitor.nullableInteger("discount", discount, minimum: 0)
            visitor.stringField("email", email, format: .email, pii: .redact("<email>"))
            visitor.stringField("phone", phone, pii: .drop)
            visitor.map("scores", scores, maxProperties: 2, entry: { $0.integerValue($1, maximum: 10) })
            visitor.union("amount", amount)
            visitor.string(#"say \"hi\""#, say)
            visitor.constant("version", integer: 2)
        }
    }

    static func issues(_ order: Order) -> [String] {
        var report = ValidationReport()
        order.validate(into: &report)
        return report.issues.map { "\($0.path) \($0.rule)" }
    }

    static func json(_ order: Order) -> String {
        var writer = JSONWriter()
        order.encodeProperties(into: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func aValidEventHasNoIssues() {
        #expect(Self.issues(Order(items: [Item(skuId: "ab", price: 1)])).isEmpty)
    }

    @Test func pathsAreJSONPointersIntoNestedValues() {
        var order = Order(items: [Item(skuId: "ab", price: 1), Item(skuId: "x", price: -1)], tags: ["a", "a", "toolong"])
        order.discount = .value(-1)
        order.scores = ["a/b": 11, "c": 1, "d": 2]
        order.amount = .text("four")
        order.email = "not an email"
        order.say = ""
        #expect(
            Self.issues(order).sorted() == [
                "/amount maxLength", "/discount minimum", "/email format", "/items/1/price minimum", "/items/1/sku~1id minLength",
                "/scores maxProperties", "/scores/a~1b maximum", "/tags uniqueItems", "/tags/2 maxLength",
            ])
    }

    @Test func anEscapedKeyIsReadBackForItsPath() {
        struct Quoted: TrackedEvent {
            static var kind: EventKind { .track }
            static var wireName: String { "Quoted" }
            static var consentCategory: String? { nil }
            func visitProperties(_ visitor: inout PropertyVisitor) {
                visitor.string(#"say \"hi\"\\ \u00e9"#, "x", minLength: 2)
            }
        }
        var report = ValidationReport()
        Quoted().validate(into: &report)
        #expect(report.issues.map(\.path) == [#"/say "hi"\ é"#])
    }

    @Test func uniqueStringsCompareByCodePoints() {
        let order = Order(items: [Item(skuId: "ab", price: 1)], tags: ["é", "e\u{301}"])
        #expect(Self.issues(order).isEmpty, "precomposed and decomposed are different JSON strings")
    }

    /// `minLength` and `maxLength` count Unicode scalars: `é` is one, `e` + U+0301 two, an emoji one.
    @Test(arguments: [
        ("abc", 3, 3, true), ("ab", 3, 3, false), ("abcd", 3, 3, false), ("é😀x", 3, 3, true), ("e\u{301}x", 3, 3, true),
        ("e\u{301}", 1, 1, false), ("😀😀", 2, 2, true), ("😀", 2, 4, false), ("", 0, 0, true), ("ééééé", 1, 4, false),
    ])
    func lengthsCountUnicodeScalars(value: String, minLength: Int, maxLength: Int, valid: Bool) {
        var report = ValidationReport()
        report.checkMinLength(value, minLength, at: "/s")
        report.checkMaxLength(value, maxLength, at: "/s")
        #expect(report.isValid == valid, "\(value.debugDescription)")
    }

    @Test func encodingWritesKeysActionsAndNulls() {
        var order = Order(items: [Item(skuId: "ab", price: 1.5)], note: nil)
        order.discount = .null
        order.scores = ["b": 2, "a": 1]
        order.amount = .number(2)
        #expect(
            Self.json(order)
                == #"{"items":[{"sku/id":"ab","price":1.5}],"note":null,"discount":null,"email":"<email>","scores":{"a":1,"b":2},"amount":2,"say \"hi\"":"hi","version":2}"#
        )
    }

    @Test func absentIsLeftOutAndAValueIsWritten() {
        var order = Order(items: [], tags: ["x"], coupon: "SAVE", note: "n")
        order.discount = .value(5)
        #expect(
            Self.json(order)
                == #"{"items":[],"tags":["x"],"coupon":"SAVE","note":"n","discount":5,"email":"<email>","scores":{},"say \"hi\"":"hi","version":2}"#
        )
    }

    @Test func hashAndSendApplyPerFieldAndElement() {
        struct Contact: TrackedEvent {
            static var kind: EventKind { .track }
            static var wireName: String { "Contact" }
            static var consentCategory: String? { nil }
            func visitProperties(_ visitor: inout PropertyVisitor) {
                visitor.stringField("email", "ada@example.com", pii: .hash)
                visitor.array("emails", ["ada@example.com", nil] as [String?], element: { $0.stringValue($1, pii: .hash) })
                visitor.integerField("age", 42, pii: .hash)
                visitor.stringField("name", "mail ada@example.com", pii: .send)
                visitor.string("note", "mail ada@example.com")
            }
        }
        var writer = JSONWriter()
        writer.piiHasher = PIIHasher(key: PIIHashKey(bytes: [UInt8](repeating: 7, count: 32))!)
        writer.scrubsPII = true
        Contact().encodeProperties(into: &writer)
        let text = String(decoding: writer.bytes, as: UTF8.self)
        let hashed = PIIHasher(key: PIIHashKey(bytes: [UInt8](repeating: 7, count: 32))!).hexDigest(of: "ada@example.com")
        let age = PIIHasher(key: PIIHashKey(bytes: [UInt8](repeating: 7, count: 32))!).hexDigest(of: "42")
        #expect(
            text == #"{"email":"\#(hashed)","emails":["\#(hashed)",null],"age":"\#(age)","name":"mail ada@example.com","note":"mail <email>"}"#)
    }

    /// Each walk has one output: validating an invalid event only adds to the report it is given (it has no
    /// writer), and encoding it only writes (encoding does not judge; the validate stage has already run).
    @Test func eachWalkWritesOnlyItsOwnOutput() {
        let order = Order(items: [Item(skuId: "x", price: -1)])
        var report = ValidationReport()
        report.fail("earlier", at: "/before", "kept")
        PropertyVisitor.validate(into: &report) { order.visitProperties(&$0) }
        #expect(report.issues.map(\.path) == ["/before", "/items/0/sku~1id", "/items/0/price"])
        var writer = JSONWriter()
        PropertyVisitor.encode(into: &writer) { order.visitProperties(&$0) }
        #expect(String(decoding: writer.bytes, as: UTF8.self).hasPrefix(#"{"items":[{"sku/id":"x","price":-1"#))
    }

}
