import Foundation
import Testing

@_spi(Generated) @testable import TrackPlan

/// The visitor's shortcuts for properties without rules write what the full `…Field` forms write and check nothing,
/// for present and absent values alike.
@Suite struct PropertyVisitorShortcutTests {
    typealias Values = (text: String?, count: Int?, flag: Bool?, day: Date?, id: UUID?)

    struct Walked: TrackedEvent {
        static var kind: EventKind { .track }
        static var wireName: String { "Walked" }
        static var consentCategory: String? { nil }
        var values: Values
        var byShortcut: Bool

        func visitProperties(_ visitor: inout PropertyVisitor) {
            if byShortcut {
                visitor.string("text", values.text)
                visitor.integer("count", values.count)
                visitor.bool("flag", values.flag)
                visitor.date("day", values.day)
                visitor.uuid("id", values.id)
            } else {
                visitor.stringField("text", values.text)
                visitor.integerField("count", values.count)
                visitor.boolField("flag", values.flag)
                visitor.dateField("day", values.day)
                visitor.uuidField("id", values.id)
            }
        }

        /// What the encoding walk writes and what the validating walk finds.
        var walks: (json: String, issues: [ValidationIssue]) {
            var writer = JSONWriter()
            encodeProperties(into: &writer)
            var report = ValidationReport()
            validate(into: &report)
            return (String(decoding: writer.bytes, as: UTF8.self), report.issues)
        }
    }

    @Test func shortcutsAreTheFieldForms() {
        let cases: [Values] = [
            ("a \"quoted\" é", -3, false, Date(timeIntervalSince1970: 1_700_000_000.25), UUID()),
            ("", 0, true, Date(timeIntervalSince1970: 0), UUID()),
            (nil, nil, nil, nil, nil),
            ("x", nil, true, nil, UUID()),
        ]
        for values in cases {
            let shortcut = Walked(values: values, byShortcut: true).walks
            let field = Walked(values: values, byShortcut: false).walks
            #expect(shortcut.json == field.json)
            #expect(shortcut.issues.isEmpty && field.issues.isEmpty)
        }
    }
}
