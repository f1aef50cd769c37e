import TrackPlanModel

/// A plan built to break naive generators: keywords as names, emoji, quotes and backslashes in wire names and
/// descriptions, names that are Swift and Foundation types, deep nesting, every storage × type combination.
enum AdversarialPlan {
    typealias B = PlanBuilders

    static var plan: Plan {
        let string = B.schema(.string(StringConstraints()))
        var deep = B.schema(.object(ObjectShape(properties: [B.property("leaf", string)])))
        for level in 0..<6 {
            deep = B.schema(.object(ObjectShape(properties: [B.property("level \(level)", deep), B.property("self", string, required: false)])))
        }
        let keywords = ["default", "self", "Type", "init", "protocol", "in", "inout", "var", "let", "case", "where", "some", "any"]
        let keywordProperties = keywords.map { B.property($0, string, required: false) }
        let emoji = B.event(
            "Emoji 🎉 \"quoted\" \\ back/slash~",
            [
                B.property(
                    "ünïcödé \"key\"",
                    B.schema(
                        .string(StringConstraints(minLength: 1, pattern: #"^[\p{L}"\\]+$"#)), description: "Line one.\nLine two with */ and \u{2028}."
                    )),
                B.property(
                    "mood",
                    B.schema(
                        .string(StringConstraints()), enumValues: [.string("😀"), .string("default"), .string("1st"), .string(""), .string("a\"b\\c")])
                ),
                B.property("level", B.schema(.integer(NumericConstraints()), enumValues: [.integer(-1), .integer(0), .integer(7)])),
                B.property("ratio", B.schema(.number(NumericConstraints()), enumValues: [.number(0.5), .number(-2.25)]), required: false),
                B.property("const null", B.schema(.string(StringConstraints()), nullable: true, const: .null)),
                B.property("const \"q\"", B.schema(.string(StringConstraints()), const: .string("say \"hi\"\n"))),
            ])
        let foundationNames = B.event(
            "String",
            [
                B.property("date", B.schema(.object(ObjectShape(properties: [B.property("url", string)])))),
                B.property("string", B.schema(.string(StringConstraints()), enumValues: [.string("a")])),
                B.property("uuid", B.schema(.string(StringConstraints(format: .uuid)))),
            ])
        let matrix = B.event("Every Combination", storageMatrix())
        return B.plan(
            events: [
                B.event("Keywords", keywordProperties), emoji, foundationNames, matrix,
                B.event("Deep", [B.property("root", deep)]),
                B.event("Date", [B.property("when", B.schema(.string(StringConstraints(format: .dateTime))))]),
            ],
            screens: [B.event("Keywords", keywordProperties)],
            identify: Traits(properties: ObjectShape(properties: storageMatrix()), origin: B.origin("/identify")),
            group: Traits(properties: ObjectShape(), origin: B.origin("/group")))
    }

    /// Every type in each of the four storages (required/optional × nullable), plus arrays of nullable items.
    static func storageMatrix() -> [Property] {
        let types: [(String, SchemaType)] = [
            ("text", .string(StringConstraints(maxLength: 3))), ("when", .string(StringConstraints(format: .dateTime))),
            ("link", .string(StringConstraints(format: .uri))), ("id", .string(StringConstraints(format: .uuid))),
            ("day", .string(StringConstraints(format: .date))), ("count", .integer(NumericConstraints(minimum: 0.5))),
            ("amount", .number(NumericConstraints(multipleOf: 0.01))), ("flag", .boolean),
            ("object", .object(ObjectShape(properties: [B.property("inner", B.schema(.integer(NumericConstraints(maximum: 3))))]))),
            ("list", .array(ArrayShape(items: B.schema(.string(StringConstraints(pattern: "a")), nullable: true), uniqueItems: true))),
            ("matrix", .array(ArrayShape(items: B.schema(.array(ArrayShape(items: B.schema(.number(NumericConstraints()))))), maxItems: 2))),
        ]
        return types.flatMap { name, type in
            [(true, false), (true, true), (false, false), (false, true)].map { required, nullable in
                B.property(
                    "\(name) \(required ? "req" : "opt") \(nullable ? "null" : "value")", B.schema(type, nullable: nullable), required: required)
            }
        }
    }
}
