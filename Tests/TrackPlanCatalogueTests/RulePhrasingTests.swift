import Testing
import TrackPlanCatalogue
import TrackPlanModel

@Suite("Rules in words")
struct RulePhrasingTests {
    @Test(arguments: [
        (
            #"{"type": "string", "minLength": 3, "maxLength": 40, "pattern": "^[A-Z]{3}-\\d+$"}"#,
            #"a string of 3 to 40 characters matching `^[A-Z]{3}-\d+$`"#
        ),
        (#"{"type": "string", "enum": ["usd", "eur"]}"#, "one of `usd`, `eur`"),
        (#"{"type": "string", "const": "app"}"#, "always `app`"),
        (#"{"type": "string", "maxLength": 10}"#, "a string of at most 10 characters"),
        (#"{"type": "string", "minLength": 1}"#, "a string of at least 1 character"),
        (#"{"type": "string", "minLength": 2, "maxLength": 2}"#, "a string of exactly 2 characters"),
        (#"{"type": "string", "format": "uuid"}"#, "a UUID"),
        (#"{"type": "string", "format": "date-time"}"#, "a date and time (RFC 3339, such as `2026-11-22T04:55:01Z`)"),
        (#"{"type": ["string", "null"], "format": "email"}"#, "an email address, or null"),
        (#"{"type": "integer", "minimum": 1, "maximum": 99}"#, "a whole number from 1 to 99"),
        (#"{"type": "integer", "minimum": 0}"#, "a whole number of at least 0"),
        (#"{"type": "integer", "maximum": 9007199254740993}"#, "a whole number of at most 9007199254740993"),
        (#"{"type": "number", "exclusiveMinimum": 0}"#, "a number greater than 0"),
        (#"{"type": "number", "minimum": 0, "maximum": 100000, "multipleOf": 0.01}"#, "a number from 0 to 100000, a multiple of 0.01"),
        (#"{"type": "boolean"}"#, "true or false"),
        (
            #"{"type": "array", "items": {"type": "string"}, "maxItems": 10, "uniqueItems": true}"#,
            "a list of at most 10 items without repeats, each a string"
        ),
        (
            #"{"type": "array", "items": {"type": "integer", "minimum": 1}, "minItems": 1}"#,
            "a list of at least 1 item, each a whole number of at least 1"
        ),
        (#"{"type": ["string", "integer"]}"#, "either a string, or a whole number"),
        (
            #"{"type": "object", "additionalProperties": {"type": "string"}, "propertyNames": {"pattern": "^exp_"}}"#,
            "a map whose keys match `^exp_`, each value a string"
        ),
        (#"{"type": "integer", "enum": [1, 2, 3]}"#, "one of `1`, `2`, `3`"),
    ])
    func phrase(_ schema: String, _ words: String) {
        #expect(RulePhrasing.phrase(CataloguePlans.schema(schema)) == words)
    }

    @Test func codeSpansBecomeCodeElementsAndPlanTextIsEscaped() {
        let schema = CataloguePlans.schema(#"{"type": "string", "enum": ["<b>x</b>", "a`b"]}"#)
        #expect(RulePhrasing.html(schema).markup == "one of <code>&lt;b&gt;x&lt;/b&gt;</code>, <code>a`b</code>")
    }

    @Test func privacyAndConsentInWords() {
        #expect(PrivacyPhrasing.phrase(.redact, for: .email) == "replaced by `<email>` before it leaves the app")
        #expect(PrivacyPhrasing.phrase(.drop, for: .phone) == "never sent: the runtime leaves the key out")
        #expect(PrivacyPhrasing.phrase(.denied) == "denied until the user grants it (opt-in)")
    }
}
