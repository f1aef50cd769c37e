import Testing
import TrackPlanCheck
import TrackPlanModel

/// Untyped values, maps, scalar unions and `allOf`: what the checker accepts, the model it builds, and what it
/// still rejects (at the keyword, saying what to write instead). The property schema starts at line 5, column 18.
@Suite struct ConstructRuleTests {
    static func value(_ schema: String, defs: String = "{}") -> [String: String] {
        [
            "events.json": """
            {
              "events": {
                "Order Completed": {
                  "properties": {
                    "value": \(schema)
                  }
                }
              },
              "$defs": \(defs)
            }
            """
        ]
    }

    static func schema(_ files: [String: String]) throws -> Schema {
        let result = PlanFixtures.load(files)
        let plan = try #require(result.plan, "\(result.diagnostics)")
        return try #require(plan.events.first?.properties.properties.first { $0.name == "value" }).schema
    }

    @Test func aSchemaWithoutATypeIsAnyJSONValue() throws {
        #expect(try Self.schema(Self.value(#"{ "description": "Anything." }"#)).type == .any)
        let array = try Self.schema(Self.value(#"{ "type": "array", "maxItems": 3 }"#))
        guard case .array(let shape) = array.type else { Issue.record("not an array: \(array.type)"); return }
        #expect(shape.items.type == .any)
        #expect(shape.maxItems == 3)
    }

    @Test func aTypeSpecificKeywordOnAnUntypedValueAsksForTheType() {
        #expect(
            PlanFixtures.diagnostics(Self.value(#"{ "minLength": 1 }"#)) == [
                "events.json:5:20: error: 'minLength' applies to strings, but this schema has no 'type' (any JSON value); add the type it constrains [inapplicable-keyword]"
            ])
    }

    @Test func additionalPropertiesAsASchemaIsAMap() throws {
        let schema = try Self.schema(
            Self.value(
                #"{ "type": "object", "additionalProperties": { "type": "string" }, "propertyNames": { "pattern": "^exp_" }, "minProperties": 1, "maxProperties": 9 }"#
            ))
        guard case .map(let map) = schema.type else { Issue.record("not a map: \(schema.type)"); return }
        #expect(map.keyPattern == "^exp_")
        #expect(map.minProperties == 1)
        #expect(map.maxProperties == 9)
        guard case .string = map.values.type else { Issue.record("values: \(map.values.type)"); return }
    }

    @Test(arguments: [
        (
            #"{ "type": "object", "properties": { "a": { "type": "string" } }, "minProperties": 1 }"#,
            "events.json:5:83: error: 'minProperties' applies to maps (an object with an 'additionalProperties' schema and no 'properties'); for an object with listed properties, mark the ones it must have 'required' [inapplicable-keyword]"
        ),
        (
            #"{ "additionalProperties": { "type": "string" }, "propertyNames": { "maxLength": 3 } }"#,
            "events.json:5:85: error: 'propertyNames' takes only 'pattern' in a tracking plan; write the rule for keys as a pattern [unsupported-keyword]"
        ),
        (
            #"{ "additionalProperties": { "type": "string" }, "minProperties": 3, "maxProperties": 2 }"#,
            "events.json:5:83: error: 'minProperties' 3 is above 'maxProperties' 2; no value can satisfy both [contradictory-constraints]"
        ),
    ])
    func mapKeywordsAreCheckedWhereTheyStand(schema: String, expected: String) {
        #expect(PlanFixtures.diagnostics(Self.value(schema)) == [expected])
    }

    @Test func aTypeListOfScalarsIsAUnionWithEachTypesKeywords() throws {
        let schema = try Self.schema(Self.value(#"{ "type": ["string", "number", "null"], "minLength": 2, "minimum": 0 }"#))
        guard case .union(let union) = schema.type else { Issue.record("not a union: \(schema.type)"); return }
        #expect(schema.isNullable)
        var number = NumericConstraints(minimum: 0)
        number.exactIntegers = ["minimum": 0]
        #expect(union.members.map(\.type) == [.string(StringConstraints(minLength: 2)), .number(number)])
    }

    @Test func oneOfOfScalarsIsAUnion() throws {
        let schema = try Self.schema(
            Self.value(#"{ "oneOf": [{ "type": "string", "format": "email" }, { "type": "boolean" }, { "type": "null" }] }"#))
        guard case .union(let union) = schema.type else { Issue.record("not a union: \(schema.type)"); return }
        #expect(schema.isNullable)
        #expect(union.members.map(\.type.unionCaseName) == ["string", "bool"])
    }

    @Test(arguments: [
        (
            #"{ "type": ["integer", "number"] }"#,
            #"events.json:5:28: error: a union of "integer" and "number" repeats itself (every integer is a number); write "number" [union-type]"#
        ),
        (
            #"{ "type": ["string", "integer"], "enum": ["a", 1] }"#,
            "events.json:5:51: error: 'enum' on a union of types is not supported; list the allowed values of one type, or use 'oneOf' with one schema per type [unsupported-keyword]"
        ),
        (
            #"{ "oneOf": [{ "type": "string" }, { "type": "array" }] }"#,
            "events.json:5:52: error: a 'oneOf' member that is an array is not supported; 'oneOf' may list scalar schemas (string, integer, number, boolean) of distinct types, or objects told apart by a discriminator [unsupported-union]"
        ),
        (
            #"{ "oneOf": [{ "type": "integer" }, { "type": "number" }] }"#,
            "events.json:5:53: error: two 'oneOf' members accept a number (every integer is also a number); give each member a distinct type [unsupported-union]"
        ),
        (
            #"{ "type": "string", "oneOf": [{ "type": "string" }] }"#,
            "events.json:5:20: error: 'type' cannot be written beside 'oneOf'; put it in the member schema it constrains [ref-sibling]"
        ),
    ])
    func unionsThatCannotBeOneEnumAreRejected(schema: String, expected: String) {
        #expect(PlanFixtures.diagnostics(Self.value(schema)) == [expected])
    }

    static let groups =
        #"{ "ids": { "properties": { "user_id": { "type": "string" }, "account": { "type": "integer" } }, "required": ["user_id"] } }"#

    @Test func allOfFlattensSharedPropertyGroups() throws {
        let schema = try Self.schema(
            Self.value(
                ##"{ "allOf": [{ "$ref": "#/$defs/ids" }, { "properties": { "account": { "type": "integer" }, "plan": { "type": "string" } } }], "properties": { "seats": { "type": "integer" } }, "required": ["plan"] }"##,
                defs: Self.groups))
        guard case .object(let shape) = schema.type else { Issue.record("not an object: \(schema.type)"); return }
        #expect(shape.properties.map(\.name) == ["user_id", "account", "plan", "seats"])
        #expect(shape.properties.filter(\.isRequired).map(\.name) == ["user_id", "plan"])
    }

    @Test func allOfPartsThatDisagreeAreAConflictAtTheLaterPart() {
        let diagnostics = PlanFixtures.diagnostics(
            Self.value(##"{ "allOf": [{ "$ref": "#/$defs/ids" }, { "properties": { "account": { "type": "string" } } }] }"##, defs: Self.groups))
        #expect(
            diagnostics == [
                "events.json:5:57: error: property 'account' is declared twice in this 'allOf' and the declarations disagree: an integer in one, a string in the other (first declared at events.json:5:30); make them the same, or declare the property in one place [allof-conflict]"
            ])
    }

    @Test func allOfPartsMustBeObjects() {
        #expect(
            PlanFixtures.diagnostics(Self.value(#"{ "allOf": [{ "type": "string" }] }"#)) == [
                "events.json:5:30: error: an 'allOf' part must be an object schema with 'properties' (inline or through '$ref'), found a string; put other constraints on the properties themselves [unsupported-keyword]"
            ])
    }

    @Test func eventsTakeAllOfToo() throws {
        let files = [
            "events.json": #"{"$defs": "# + Self.groups + ##", "events": {"Signed Up": {"allOf": [{"$ref": "#/$defs/ids"}]}}}"##
        ]
        let result = PlanFixtures.load(files)
        let plan = try #require(result.plan, "\(result.diagnostics)")
        #expect(plan.events.first?.properties.properties.map(\.name) == ["user_id", "account"])
    }
}
