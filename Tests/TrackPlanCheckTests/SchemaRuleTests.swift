import Testing
import TrackPlanCheck

/// Value schemas: contradictions, wrong values for keywords, types, enums, const, patterns, formats.
/// Each row is the schema of property `value` in this event file (the schema starts at line 5, column 18):
@Suite struct SchemaRuleTests {
    static func plan(property schema: String) -> [String: String] {
        [
            "events.json": """
            {
              "events": {
                "Order Completed": {
                  "properties": {
                    "value": \(schema)
                  }
                }
              }
            }
            """
        ]
    }

    @Test(
        arguments: [
            // `minimum` above `maximum`.
            (
                ##"{ "type": "integer", "minimum": 10, "maximum": 5 }"##,
                [##"events.json:5:50: error: 'minimum' 10 is above 'maximum' 5; no value can satisfy both [contradictory-constraints]"##]
            ),
            // Exclusive bounds that leave no value.
            (
                ##"{ "type": "number", "exclusiveMinimum": 5, "exclusiveMaximum": 5 }"##,
                [
                    ##"events.json:5:58: error: 'exclusiveMinimum' 5 equals 'exclusiveMaximum' 5; no value can satisfy both [contradictory-constraints]"##
                ]
            ),
            // `minimum` equal to `exclusiveMaximum`.
            (
                ##"{ "type": "number", "minimum": 1.5, "exclusiveMaximum": 1.5 }"##,
                [##"events.json:5:49: error: 'minimum' 1.5 equals 'exclusiveMaximum' 1.5; no value can satisfy both [contradictory-constraints]"##]
            ),
            // `minLength` above `maxLength`.
            (
                ##"{ "type": "string", "minLength": 8, "maxLength": 4 }"##,
                [##"events.json:5:51: error: 'minLength' 8 is above 'maxLength' 4; no value can satisfy both [contradictory-constraints]"##]
            ),
            // `minItems` above `maxItems`.
            (
                ##"{ "type": "array", "items": { "type": "string" }, "minItems": 3, "maxItems": 2 }"##,
                [##"events.json:5:80: error: 'minItems' 3 is above 'maxItems' 2; no value can satisfy both [contradictory-constraints]"##]
            ),
            // Lengths and counts are not negative.
            (
                ##"{ "type": "string", "minLength": -1 }"##,
                [##"events.json:5:51: error: 'minLength' must be a non-negative integer, found -1 [invalid-keyword-value]"##]
            ),
            // `multipleOf` must be above zero.
            (
                ##"{ "type": "number", "multipleOf": 0 }"##,
                [##"events.json:5:52: error: 'multipleOf' must be greater than 0, found 0 [invalid-keyword-value]"##]
            ),
            // `const` must match `type`.
            (
                ##"{ "type": "integer", "const": "7" }"##,
                [##"events.json:5:48: error: 'const' "7" does not match the declared type 'integer' [const-type-mismatch]"##]
            ),
            // A string keyword on an integer is reported, not ignored.
            (
                ##"{ "type": "integer", "maxLength": 3 }"##,
                [##"events.json:5:39: error: 'maxLength' applies to strings, but this schema's type is 'integer' [inapplicable-keyword]"##]
            ),
            // Patterns are compiled with Swift `Regex`; the message names the dialect.
            (
                ##"{ "type": "string", "pattern": "^(ab$" }"##,
                [
                    ##"events.json:5:49: error: pattern "^(ab$" does not compile: expected ')'; write an ECMA-262 regular expression (classes, groups, alternation, quantifiers, anchors, \d \w \s, \p{…}; no lookbehind) [invalid-pattern]"##
                ]
            ),
            // Only the documented formats are accepted.
            (
                ##"{ "type": "string", "format": "ipv4" }"##,
                [
                    ##"events.json:5:48: error: format 'ipv4' is not supported; use one of date-time, date, uri, uuid, email, or a 'pattern' [unsupported-format]"##
                ]
            ),
            // A misspelt format gets a suggestion.
            (
                ##"{ "type": "string", "format": "date-tme" }"##,
                [
                    ##"events.json:5:48: error: format 'date-tme' is not supported; use one of date-time, date, uri, uuid, email, or a 'pattern'; did you mean 'date-time'? [unsupported-format]"##
                ]
            ),
            // Type names are checked, with a suggestion.
            (
                ##"{ "type": "strng" }"##,
                [
                    ##"events.json:5:28: error: unknown type 'strng'; use one of string, integer, number, boolean, object, array; did you mean 'string'? [unknown-type]"##
                ]
            ),
            // Unions hold scalar types only.
            (
                ##"{ "type": ["string", "object", "null"] }"##,
                [
                    ##"events.json:5:28: error: a union of "string" and "object" is not supported: unions hold scalar types only, and 'object' is not one; use one type (plus "null" for an optional value) or split the property in two [union-type]"##
                ]
            ),
            // Tuples are not supported.
            (
                ##"{ "type": "array", "items": [{ "type": "string" }] }"##,
                [
                    ##"events.json:5:46: error: a tuple 'items' list is not supported; give 'items' one schema that every element matches [unsupported-keyword]"##
                ]
            ),
            // A map (`additionalProperties` as a schema) lists no properties.
            (
                ##"{ "type": "object", "properties": {}, "additionalProperties": { "type": "string" } }"##,
                [
                    ##"events.json:5:80: error: 'additionalProperties' as a schema describes a map, which cannot also list 'properties' or 'allOf' here; move the map into a property of its own, or write true or false [unsupported-keyword]"##
                ]
            ),
            // `x-pii` names a documented class.
            (
                ##"{ "type": "string", "x-pii": "emial" }"##,
                [
                    ##"events.json:5:47: error: 'x-pii' class 'emial' is unknown; use one of email, phone, name, address, free-text, identifier, ip-address, location, none; did you mean 'email'? [invalid-keyword-value]"##
                ]
            ),
            // `x-deprecation-message` needs `deprecated: true`.
            (
                ##"{ "type": "string", "x-deprecation-message": "Use total." }"##,
                [##"events.json:5:38: error: 'x-deprecation-message' needs "deprecated": true beside it [invalid-keyword-value]"##]
            ),
            // Enum values share one type.
            (
                ##"{ "type": "string", "enum": ["small", 2, "large"] }"##,
                [
                    ##"events.json:5:56: error: 'enum' mixes types: 2 is a number but the first value "small" is a string; use values of one type [enum-mixed-types]"##
                ]
            ),
            // Enum values are unique.
            (
                ##"{ "type": "string", "enum": ["small", "large", "small"] }"##,
                [##"events.json:5:65: error: 'enum' lists "small" twice (first at line 5, column 47) [enum-duplicate]"##]
            ),
            // Enum values match `type`.
            (
                ##"{ "type": "integer", "enum": [1, 2.5] }"##,
                [##"events.json:5:51: error: enum value 2.5 does not match the declared type 'integer' [enum-type-mismatch]"##]
            ),
            // An enum lists at least one value.
            (##"{ "type": "string", "enum": [] }"##, [##"events.json:5:46: error: 'enum' must list at least one value [invalid-keyword-value]"##]),
            // `null` is a value of a nullable enum; the type can be implied by the values.
            (##"{ "enum": ["small", "large", null] }"##, []),
        ] as [(String, [String])])
    func reportsTheProblemOfOneSchema(schema: String, expected: [String]) {
        #expect(PlanFixtures.diagnostics(Self.plan(property: schema)) == expected)
    }

    /// `required` lists declared properties only.
    @Test func reportsRequiredNamesThatAreNotDeclared() {
        let file = """
            {
              "events": {
                "Order Completed": {
                  "properties": {
                    "total": { "type": "number" }
                  },
                  "required": ["totl", "total"]
                }
              }
            }
            """
        #expect(
            PlanFixtures.diagnostics(["events.json": file]) == [
                ##"events.json:7:20: error: 'required' names 'totl', which is not declared in 'properties'; did you mean 'total'? [required-undeclared]"##
            ])
    }

    /// An event is an object schema.
    @Test func reportsAnEventThatIsNotAnObject() {
        let file = """
            {
              "events": {
                "Order Completed": { "type": "string" }
              }
            }
            """
        #expect(
            PlanFixtures.diagnostics(["events.json": file]) == [
                ##"events.json:3:34: error: an event's 'type' must be "object" (or left out) [invalid-keyword-value]"##
            ])
    }
}
