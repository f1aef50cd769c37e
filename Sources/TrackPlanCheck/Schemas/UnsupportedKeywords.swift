/// JSON Schema keywords outside TrackPlan's subset, each with what to write instead.
enum UnsupportedKeywords {
    static func advice(for keyword: String) -> String? { table[keyword] }

    private static let table: [String: String] = [
        "anyOf": "for a nullable value write \"type\": [\"string\", \"null\"]; otherwise pick one type or split the property",
        "not": "state what is allowed with 'enum', 'pattern' or bounds",
        "if": "split the conditional shapes into separate events",
        "then": "split the conditional shapes into separate events",
        "else": "split the conditional shapes into separate events",
        "patternProperties": "list each property by name under 'properties'",
        "additionalItems": "use 'items' with one schema for every element",
        "dependentSchemas": "mark properties 'required', or split the event in two",
        "dependentRequired": "mark properties 'required', or split the event in two",
        "dependencies": "mark properties 'required', or split the event in two",
        "$dynamicRef": "use '$ref' with a JSON Pointer such as \"#/$defs/name\"",
        "$dynamicAnchor": "use '$ref' with a JSON Pointer such as \"#/$defs/name\"",
        "$recursiveRef": "use '$ref' with a JSON Pointer such as \"#/$defs/name\"",
        "$recursiveAnchor": "use '$ref' with a JSON Pointer such as \"#/$defs/name\"",
        "$anchor": "refer to definitions with a JSON Pointer such as \"#/$defs/name\"",
        "$id": "remove it; '$ref' paths are relative to the referencing file",
        "$vocabulary": "remove it; plans use the JSON Schema 2020-12 subset TrackPlan documents",
        "unevaluatedProperties": "use \"additionalProperties\": false",
        "unevaluatedItems": "use 'items' with one schema for every element",
        "prefixItems": "use 'items' with one schema for every element (tuples are not supported)",
        "contains": "use 'items' with one schema for every element",
        "minContains": "use 'items' with one schema for every element",
        "maxContains": "use 'items' with one schema for every element",
        "contentEncoding": "use 'pattern' or 'format' on the string",
        "contentMediaType": "use 'pattern' or 'format' on the string",
        "contentSchema": "describe the content as an object property instead",
        "default": "events carry the values the app passes; describe the usual value in 'description'",
        "readOnly": "remove it; events are written by the app",
        "writeOnly": "remove it; events are written by the app",
        "nullable": "write \"type\": [\"string\", \"null\"] (OpenAPI's 'nullable' is not JSON Schema)",
    ]
}
