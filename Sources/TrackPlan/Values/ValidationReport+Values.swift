/// The checks generated validators call for `JSONValue`s and maps (`[String: T]`).
@_spi(Generated)
extension ValidationReport {
    /// Every number inside the value must be finite: JSON has no NaN or infinity.
    public mutating func checkJSONFinite(_ value: JSONValue, at path: @autoclosure () -> String) {
        switch value {
        case .number(let number):
            if !number.isFinite { fail("finite", at: path(), "is \(number), which JSON cannot represent") }
        case .array(let elements):
            for (index, element) in elements.enumerated() { checkJSONFinite(element, at: Self.pointer(path(), index: index)) }
        case .object(let members):
            for (key, member) in members { checkJSONFinite(member, at: Self.pointer(path(), key: key)) }
        case .string, .integer, .bool, .null:
            break
        }
    }

    /// `minProperties` of a map.
    public mutating func checkMinProperties<Value>(_ value: [String: Value], _ minProperties: Int, at path: @autoclosure () -> String) {
        if value.count < minProperties { fail("minProperties", at: path(), "has fewer than \(minProperties) entries") }
    }

    /// `maxProperties` of a map.
    public mutating func checkMaxProperties<Value>(_ value: [String: Value], _ maxProperties: Int, at path: @autoclosure () -> String) {
        if value.count > maxProperties { fail("maxProperties", at: path(), "has more than \(maxProperties) entries") }
    }

    /// `propertyNames: {"pattern": …}`: every key must contain a match (reported once per bad key).
    public mutating func checkPropertyNames<Value>(
        _ value: [String: Value], _ regex: Regex<AnyRegexOutput>, pattern: StaticString, at path: @autoclosure () -> String
    ) {
        for key in value.keys where !key.contains(regex) {
            fail("propertyNames", at: Self.pointer(path(), key: key), "is a key that does not match the pattern \(pattern)")
        }
    }

    /// `propertyNames: {"pattern": …}` compiled by the generator into a `PatternProgram`.
    public mutating func checkPropertyNames<Value>(
        _ value: [String: Value], _ program: PatternProgram, pattern: StaticString, at path: @autoclosure () -> String
    ) {
        for key in value.keys where !program.matches(key) {
            fail("propertyNames", at: Self.pointer(path(), key: key), "is a key that does not match the pattern \(pattern)")
        }
    }

    /// `parent` followed by a map key as one JSON Pointer token (`~` and `/` escaped, RFC 6901).
    public static func pointer(_ parent: String, key: String) -> String {
        parent + "/" + key.replacing("~", with: "~0").replacing("/", with: "~1")
    }
}
