import Testing
import TrackPlanCheck

/// Unknown, misspelt, unsupported and misplaced keywords, and keywords whose value has the wrong JSON type.
@Suite struct KeywordTests {
    /// An event file whose one property is `schema` (a JSON object text).
    static func event(property schema: String) -> [String: String] {
        ["events.json": #"{"events": {"Order Completed": {"properties": {"total": "# + schema + "}}}}"]
    }

    @Test func suggestsTheClosestKeywordForAMisspelling() {
        #expect(
            PlanFixtures.diagnostics(Self.event(property: #"{"type": "integer", "minimun": 1}"#)) == [
                "events.json:1:77: error: unknown keyword 'minimun' in a property schema; did you mean 'minimum'? [unknown-keyword]"
            ])
    }

    @Test func reportsUnknownKeywordsWithoutACloseMatch() {
        #expect(
            PlanFixtures.diagnostics(Self.event(property: #"{"type": "integer", "colour": "red"}"#)) == [
                "events.json:1:77: error: unknown keyword 'colour' in a property schema [unknown-keyword]"
            ])
    }

    @Test func reportsMisspeltExtensionKeywords() {
        #expect(
            PlanFixtures.diagnostics(Self.event(property: #"{"type": "string", "x-pi": "email"}"#)) == [
                "events.json:1:76: error: unknown keyword 'x-pi' in a property schema; did you mean 'x-pii'? [unknown-keyword]"
            ])
    }

    @Test(arguments: [
        ("anyOf", "for a nullable value write \"type\": [\"string\", \"null\"]; otherwise pick one type or split the property"),
        ("not", "state what is allowed with 'enum', 'pattern' or bounds"),
        ("if", "split the conditional shapes into separate events"),
        ("then", "split the conditional shapes into separate events"),
        ("else", "split the conditional shapes into separate events"),
        ("patternProperties", "list each property by name under 'properties'"),
        ("dependentSchemas", "mark properties 'required', or split the event in two"),
        ("dependentRequired", "mark properties 'required', or split the event in two"),
        ("$dynamicRef", "use '$ref' with a JSON Pointer such as \"#/$defs/name\""),
        ("$anchor", "refer to definitions with a JSON Pointer such as \"#/$defs/name\""),
        ("$id", "remove it; '$ref' paths are relative to the referencing file"),
        ("unevaluatedProperties", "use \"additionalProperties\": false"),
        ("prefixItems", "use 'items' with one schema for every element (tuples are not supported)"),
        ("contains", "use 'items' with one schema for every element"),
    ])
    func rejectsUnsupportedKeywordsWithAnAlternative(keyword: String, advice: String) {
        let schema = #"{"type": "string", ""# + keyword + #"": {}}"#
        #expect(
            PlanFixtures.diagnostics(Self.event(property: schema)) == [
                "events.json:1:76: error: '\(keyword)' is not supported in a tracking plan; \(advice) [unsupported-keyword]"
            ])
    }

    @Test func rejectsKeywordsInTheWrongPlace() {
        let files = ["events.json": #"{"events": {"Order Completed": {"x-pii": "email"}}}"#]
        #expect(
            PlanFixtures.diagnostics(files) == [
                "events.json:1:33: error: 'x-pii' is not allowed in an event [misplaced-keyword]"
            ])
    }

    @Test func rejectsUnknownSections() {
        let files = ["events.json": #"{"event": {}, "screens": {"Home": {}}}"#]
        #expect(
            PlanFixtures.diagnostics(files) == [
                "events.json:1:2: error: unknown keyword 'event' in a plan file; did you mean 'events'? [unknown-keyword]"
            ])
    }

    @Test(arguments: [
        (
            #"{"type": "string", "maxLength": "10"}"#,
            "events.json:1:89: error: 'maxLength' must be a non-negative integer, found a string [keyword-type]"
        ),
        (#"{"type": "string", "description": 3}"#, "events.json:1:91: error: 'description' must be a string, found an integer [keyword-type]"),
        (
            #"{"type": "array", "items": {"type": "string"}, "uniqueItems": "yes"}"#,
            "events.json:1:119: error: 'uniqueItems' must be true or false, found a string [keyword-type]"
        ),
        (#"{"type": "integer", "minimum": "0"}"#, "events.json:1:88: error: 'minimum' must be a number, found a string [keyword-type]"),
        (#"{"type": 7}"#, "events.json:1:66: error: 'type' must be a type name or a list of them, found an integer [keyword-type]"),
        (#""string""#, "events.json:1:57: error: a schema must be a JSON object, found a string [keyword-type]"),
        ("true", "events.json:1:57: error: a schema must be a JSON object, found a boolean; boolean schemas are not supported [keyword-type]"),
    ])
    func rejectsWrongJSONTypes(schema: String, expected: String) {
        #expect(PlanFixtures.diagnostics(Self.event(property: schema)) == [expected])
    }
}
