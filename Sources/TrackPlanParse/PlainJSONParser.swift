import TrackPlanModel

/// `JSONReader`'s fast path: one pass over plain RFC 8259 text that builds the `JSONNode` tree directly, with no
/// json-c tree to build, walk beside the text and free.
///
/// It accepts only text that needs no diagnostic and gives up (nil) on anything else: a syntax error, a duplicate
/// key, a surrogate escape that is not a pair, a `\u0000` escape, a control character or DEL inside a string, a
/// number that does not fit or comes near the limits of a 64-bit float, whitespace JSON does not name, nesting
/// near the depth limit. `JSONReader` then reads the file with json-c and `SourceLocator`, which own every
/// message, so a file reads to the same document either way (JSONReaderPlainPathTests compares the two).
struct PlainJSONParser {
    private struct GiveUp: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private let lines: LineTable
    private let maximumDepth: Int
    private var index = 0
    /// The line of the last position looked up (positions are looked up front to back).
    private var line = 0

    /// The document's root, or nil when the text is not plain enough for this path.
    static func root(of bytes: UnsafeBufferPointer<UInt8>, lines: LineTable, maximumDepth: Int) -> JSONNode? {
        var parser = PlainJSONParser(bytes: bytes, lines: lines, maximumDepth: maximumDepth)
        return try? parser.document()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, lines: LineTable, maximumDepth: Int) {
        self.bytes = bytes
        self.lines = lines
        self.maximumDepth = maximumDepth
    }

    private mutating func document() throws(GiveUp) -> JSONNode {
        skipWhitespace()
        // A bare scalar at the top is left to json-c, which may wait for more text after a number.
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") else { throw GiveUp() }
        let root = try value(pointer: .root, depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw GiveUp() }
        return root
    }

    private mutating func value(pointer: JSONPointer, depth: Int) throws(GiveUp) -> JSONNode {
        guard index < bytes.count else { throw GiveUp() }
        let location = lines.location(ofOffset: index, after: &line)
        let value: JSONNode.Value
        switch bytes[index] {
        case UInt8(ascii: "{"): value = .object(try members(pointer: pointer, depth: depth + 1))
        case UInt8(ascii: "["): value = .array(try elements(pointer: pointer, depth: depth + 1))
        case UInt8(ascii: "\""): value = .string(try string())
        case UInt8(ascii: "t"): try literal("true"); value = .bool(true)
        case UInt8(ascii: "f"): try literal("false"); value = .bool(false)
        case UInt8(ascii: "n"): try literal("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try number()
        default: throw GiveUp()
        }
        return JSONNode(value: value, location: location, pointer: pointer)
    }

    private mutating func members(pointer: JSONPointer, depth: Int) throws(GiveUp) -> [JSONMember] {
        var result: [JSONMember] = []
        if try isEmptyList(depth: depth, closing: UInt8(ascii: "}")) { return result }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw GiveUp() }
            let keyLocation = lines.location(ofOffset: index, after: &line)
            let key = try string()
            if result.contains(where: { $0.key == key }) { throw GiveUp() }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw GiveUp() }
            index += 1
            skipWhitespace()
            let child = try value(pointer: pointer.appending(key), depth: depth)
            result.append(JSONMember(key: key, keyLocation: keyLocation, value: child))
            if try endOfList(closing: UInt8(ascii: "}")) { return result }
        }
    }

    private mutating func elements(pointer: JSONPointer, depth: Int) throws(GiveUp) -> [JSONNode] {
        var result: [JSONNode] = []
        if try isEmptyList(depth: depth, closing: UInt8(ascii: "]")) { return result }
        while true {
            result.append(try value(pointer: pointer.appending(result.count), depth: depth))
            if try endOfList(closing: UInt8(ascii: "]")) { return result }
        }
    }

    /// At an opening bracket: steps past it, and past the closing one too when the list is empty (returns true).
    private mutating func isEmptyList(depth: Int, closing: UInt8) throws(GiveUp) -> Bool {
        guard depth < maximumDepth - 1 else { throw GiveUp() }
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == closing else { return false }
        index += 1
        return true
    }

    /// After a member or element: true past the closing bracket, false past a comma (the next item follows).
    private mutating func endOfList(closing: UInt8) throws(GiveUp) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw GiveUp() }
        let byte = bytes[index]
        index += 1
        if byte == closing { return true }
        guard byte == UInt8(ascii: ",") else { throw GiveUp() }
        skipWhitespace()
        return false
    }

    private mutating func literal(_ word: StaticString) throws(GiveUp) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw GiveUp() }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw GiveUp() }
        index += count
        try requireDelimiter()
    }

    /// A string's decoded text; `index` is at its opening quote and ends past the closing one.
    private mutating func string() throws(GiveUp) -> String {
        let start = index + 1
        index = start
        var hasEscape = false
        while true {
            guard index < bytes.count else { throw GiveUp() }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 || byte == 0x7F { throw GiveUp() }
            if byte == UInt8(ascii: "\\") {
                hasEscape = true
                index += try escapeLength(at: index)
            } else {
                index += 1
            }
        }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1  // closing quote
        guard hasEscape else { return String(decoding: raw, as: UTF8.self) }
        guard LoneSurrogateEscapes.find(in: bytes, from: start, to: start + raw.count).isEmpty else { throw GiveUp() }
        return JSONStringUnescaper.unescape(raw)
    }

    /// The length of the escape whose backslash is at `offset`: 2, or 6 for `\uXXXX` (not `\u0000`).
    private func escapeLength(at offset: Int) throws(GiveUp) -> Int {
        guard offset + 1 < bytes.count else { throw GiveUp() }
        switch bytes[offset + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
            UInt8(ascii: "r"), UInt8(ascii: "t"):
            return 2
        case UInt8(ascii: "u"):
            guard offset + 6 <= bytes.count else { throw GiveUp() }
            var isZero = true
            for byte in bytes[offset + 2..<offset + 6] {
                guard byte.isHexDigit else { throw GiveUp() }
                if byte != UInt8(ascii: "0") { isZero = false }
            }
            if isZero { throw GiveUp() }
            return 6
        default:
            throw GiveUp()
        }
    }

    /// RFC 8259 number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, read as `SourceLocator` reads it.
    private mutating func number() throws(GiveUp) -> JSONNode.Value {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw GiveUp() }
        var digitCount = 0
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            digitCount = 1
        } else {
            digitCount = digits()
            if digitCount == 0 { throw GiveUp() }
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            isInteger = false
            let fraction = digits()
            if fraction == 0 { throw GiveUp() }
            digitCount += fraction
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            isInteger = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            let exponentDigits = digits()
            // Far from the float's range (about 1e-308...1e308) whatever the digits: no underflow, no overflow.
            guard exponentDigits > 0, exponentDigits <= 3, Self.decimal(bytes[exponentStart..<index]) <= 200 else { throw GiveUp() }
        }
        guard digitCount <= 100 else { throw GiveUp() }
        try requireDelimiter()
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if isInteger {
            guard let integer = Int64(text) else { throw GiveUp() }
            return .integer(integer)
        }
        guard let double = Double(text), double.isFinite else { throw GiveUp() }
        return .number(double)
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    private static func decimal(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    /// A scalar ends at whitespace, a comma, a closing bracket or the end of the text.
    private func requireDelimiter() throws(GiveUp) {
        guard index < bytes.count else { return }
        switch bytes[index] {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: return
        default: throw GiveUp()
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
