/// A strict RFC 8259 parser over bytes: UTF-8 checked, nesting and size bounded, positions reported.
///
/// Hand-written (about the size of a JSON value type's Codable glue) because the collector needs what general
/// parsers do not give: the byte range of each message inside a batch (stored as sent, never re-encoded), a
/// depth limit that answers 400 instead of exhausting the stack, and errors that say where the body broke.
public struct JSONParser {
    /// Deeper nesting is refused: Segment messages are shallow, and recursion must stay bounded.
    public static let maxDepth = 64

    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var offset: Int
        public var reason: String
        public var description: String { "\(reason) at byte \(offset)" }
    }

    let bytes: [UInt8]
    var index = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses a whole document: one value, surrounded only by whitespace.
    public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes)
        let value = try parser.parseValue(depth: 0)
        try parser.expectEnd()
        return value
    }

    mutating func expectEnd() throws(Failure) {
        skipWhitespace()
        if index < bytes.count { throw fail("unexpected content after the JSON value") }
    }

    func fail(_ reason: String) -> Failure { Failure(offset: index, reason: reason) }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Consumes `byte` after optional whitespace, or throws.
    mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { throw fail("expected \(what)") }
        index += 1
    }

    /// Consumes `byte` after optional whitespace when it is next.
    mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    public mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw fail("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try parseNumber())
        }
    }

    mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
        if depth > Self.maxDepth { throw fail("nesting deeper than \(Self.maxDepth) levels") }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        if consume(UInt8(ascii: "}")) { return .object(members) }
        repeat {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a member name") }
            let key = try parseString()
            try expect(UInt8(ascii: ":"), "':' after a member name")
            members.append((key, try parseValue(depth: depth)))
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"), "',' or '}' in an object")
        return .object(members)
    }

    mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
        if depth > Self.maxDepth { throw fail("nesting deeper than \(Self.maxDepth) levels") }
        index += 1
        var elements: [JSONValue] = []
        if consume(UInt8(ascii: "]")) { return .array(elements) }
        repeat { elements.append(try parseValue(depth: depth)) } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"), "',' or ']' in an array")
        return .array(elements)
    }

    mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw fail("unexpected end of input") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            throw fail("invalid literal")
        }
        index += count
    }

    mutating func parseNumber() throws(Failure) -> Double {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        skipDigits()
        guard index > integerStart else { throw fail("unexpected character") }
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 { throw fail("leading zero in a number") }
        var isFraction = false
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isFraction = true
            index += 1
            let fractionStart = index
            skipDigits()
            guard index > fractionStart else { throw fail("digits expected after '.'") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            isFraction = true
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            skipDigits()
            guard index > exponentStart else { throw fail("digits expected in an exponent") }
        }
        if index - integerStart <= 15, !isFraction {
            // An integer of at most 15 digits is exact in a Double: no text conversion needed.
            var magnitude: Int64 = 0
            for byte in bytes[integerStart..<index] { magnitude = magnitude * 10 + Int64(byte - UInt8(ascii: "0")) }
            return Double(start == integerStart ? magnitude : -magnitude)
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw fail("number out of range") }
        return value
    }

    mutating func skipDigits() {
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
    }
}
