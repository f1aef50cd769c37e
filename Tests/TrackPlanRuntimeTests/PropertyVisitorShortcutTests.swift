import Foundation
import Testing

@_spi(Generated) @testable import TrackPlan

/// The visitor's shortcuts for properties without rules write what the full `…Field` forms write and check nothing,
/// for present and absent values alike.
@Suite struct PropertyVisitorShortcutTests {
    struct Values {
        var text: String?
        var count: Int?
        var flag: Bool?
        var day: Date?
        var id: UUID?
    }

    struct ByShortcut: TrackedEvent {
        static var kind: EventKind { .track }
        static var wireName: String { "ByShortcut" }
        static var consentCategory: String? { nil }
        var values: Values

        func visitProperties(_ visitor: inout PropertyVisitor) {
            visitor.string("text", values.text)
            visitor.integer("count", values.count)
            visitor.bool("flag", values.flag)
            visitor.date("day", values.day)
            visitor.uuid("id", values.id)
        }
    }

    struct ByField: TrackedEvent {
        static var kind: EventKind { .track }
        static var wireName: String { "ByField" }
        static var consentCategory: String? { nil }
        var values: Values

        func visitProperties(_ visitor: inout PropertyVisitor) {
            visitor.stringField("text", values.text)
            visitor.integerField("count", values.count)
            visitor.boolField("flag", values.flag)
            visitor.dateField("day", values.day)
            visitor.uuidField("id", values.id)
        }
    }

    static func walks<Event: TrackedEvent>(_ event: Event) -> (json: String, issues: [ValidationIssue]) {
        var writer = JSONWriter()
        event.encodeProperties(into: &writer)
        var report = ValidationReport()
        event.validate(into: &report)
        return (String(decoding: writer.bytes, as: UTF8.self), report.issues)
    }

    @Test(arguments: [
        Values(text: "a \"quoted\" é", count: -3, flag: false, day: Date(timeIntervalSince1970: 1_700_000_000.25), id: UUID()),
        Values(text: "", count: 0, flag: true, day: Date(timeIntervalSince1970: 0), id: UUID()),
        Values(text: nil, count: nil, flag: nil, day: nil, id: nil),
        Values(text: "x", count: nil, flag: true, day: nil, id: UUID()),
    ])
    func shortcutsAreTheFieldForms(values: Values) {
        let shortcut = Self.walks(ByShortcut(values: values))
        let field = Self.walks(ByField(values: values))
        #expect(shortcut.json == field.json)
        #expect(shortcut.issues.isEmpty && field.issues.isEmpty)
    }
}
