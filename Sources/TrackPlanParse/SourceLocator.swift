import CJSONC
import TrackPlanModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Walks the file's text beside json-c's parsed tree. json-c supplies the values; the text supplies positions,
/// the exact spelling of numbers, and the keys json-c merged away (it keeps only the last of duplicate keys).
struct SourceLocator {
    let bytes: UnsafeBufferPointer<UInt8>
    let lines: LineTable
    private(set) var diagnostics: [Diagnostic] = []
    /// The line of the last position given: the walk reads forward, so the next one is on it or a little after.
    private var line = 0

    init(bytes: UnsafeBufferPointer<UInt8>, lines: LineTable) {
        self.bytes = bytes
        self.lines = lines
    }

    /// Builds the node for the json-c value `object` whose text starts at or after `offset` (after whitespace).
    mutating func node(for object: OpaquePointer?, at offset: Int, pointer: JSONPointer) -> JSONNode {
        var end = offset
        return node(for: object, at: offset, pointer: pointer, end: &end)
    }

    /// One pass over the text: each value reports where its text ends, so no value is scanned twice.
    private mutating func node(for object: OpaquePointer?, at offset: Int, pointer: JSONPointer, end: inout Int) -> JSONNode {
        let start = skipWhitespace(from: offset)
        let position = lines.position(ofOffset: start, line: &line)
        let type = json_object_get_type(object)
        guard start < bytes.count, Self.text(startingWith: bytes[start], matches: type) else {
            // Only after a duplicate key: json-c kept another occurrence's value. The file is rejected anyway.
            end = endOfValue(from: start)
            return JSONNode(value: .null, position: position, pointer: pointer)
        }
        let value: JSONNode.Value
        switch type {
        case json_type_object:
            value = .object(members(of: object, at: start, pointer: pointer, end: &end))
        case json_type_array:
            value = .array(elements(of: object, at: start, pointer: pointer, end: &end))
        case json_type_string:
            let length = Int(json_object_get_string_len(object))
            let text =
                json_object_get_string(object).map {
                    $0.withMemoryRebound(to: UInt8.self, capacity: length) {
                        String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
                    }
                } ?? ""
            value = .string(text)
            let string = endOfString(from: start)
            end = string.end
            if string.hasEscapes { reportLoneSurrogates(from: start, to: end, pointer: pointer) }
        case json_type_boolean:
            value = .bool(json_object_get_boolean(object) != 0)
            end = endOfScalar(from: start)
        case json_type_int, json_type_double:
            value = number(for: object, at: start, pointer: pointer)
            end = endOfScalar(from: start)
        default:
            value = .null
            end = endOfScalar(from: start)
        }
        return JSONNode(value: value, position: position, pointer: pointer)
    }

    /// Whether a value's first byte fits the type json-c gives it.
    private static func text(startingWith byte: UInt8, matches type: json_type) -> Bool {
        switch type {
        case json_type_object: return byte == UInt8(ascii: "{")
        case json_type_array: return byte == UInt8(ascii: "[")
        case json_type_string: return byte == UInt8(ascii: "\"")
        case json_type_boolean: return byte == UInt8(ascii: "t") || byte == UInt8(ascii: "f")
        case json_type_int, json_type_double:  // digits, '-', and the NaN/Infinity spellings json-c reads (reported later)
            return byte != UInt8(ascii: "{") && byte != UInt8(ascii: "[") && byte != UInt8(ascii: "\"")
        default: return byte == UInt8(ascii: "n")
        }
    }

    private mutating func number(for object: OpaquePointer?, at start: Int, pointer: JSONPointer) -> JSONNode.Value {
        let end = endOfScalar(from: start)
        if let value = plainInteger(from: start, to: end) { return .integer(value) }
        let location = lines.location(ofOffset: start)
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        guard Self.isJSONNumber(text.utf8) else {
            diagnostics.append(
                .error("json-syntax", "\(text) is not a JSON number (NaN and Infinity cannot be written in JSON)", at: location, pointer: pointer))
            return .null
        }
        let isInteger = !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
        if isInteger {
            if let value = Int64(text) { return .integer(value) }
            diagnostics.append(.error("number-out-of-range", "integer \(text) does not fit in 64 bits", at: location, pointer: pointer))
            return .null
        }
        guard let value = Double(text), value.isFinite else {
            diagnostics.append(
                .error("number-out-of-range", "number \(text) is not a finite 64-bit floating-point value", at: location, pointer: pointer))
            return .null
        }
        return .number(json_object_get_type(object) == json_type_double ? json_object_get_double(object) : value)
    }

    /// The value of an integer written plainly (`-?(0|[1-9][0-9]{0,17})`, so it fits in 64 bits), read straight
    /// from the text; nil for anything else, which takes the general path.
    private func plainInteger(from start: Int, to end: Int) -> Int64? {
        let negative = start < end && bytes[start] == UInt8(ascii: "-")
        let first = negative ? start + 1 : start
        let count = end - first
        guard count >= 1, count <= 18, count == 1 || bytes[first] != UInt8(ascii: "0") else { return nil }
        var value: Int64 = 0
        for index in first..<end {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int64(digit)
        }
        return negative ? -value : value
    }

    /// RFC 8259 number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isJSONNumber(_ text: String.UTF8View) -> Bool {
        var index = text.startIndex
        func digits() -> Int {
            var count = 0
            while index < text.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index]) {
                count += 1; index = text.index(after: index)
            }
            return count
        }
        func accept(_ byte: Character) -> Bool {
            guard index < text.endIndex, text[index] == byte.asciiValue! else { return false }
            index = text.index(after: index)
            return true
        }
        _ = accept("-")
        if accept("0") {} else if digits() == 0 { return false }
        if accept("."), digits() == 0 { return false }
        if accept("e") || accept("E") {
            if !accept("+") { _ = accept("-") }
            if digits() == 0 { return false }
        }
        return index == text.endIndex
    }

    /// The members in text order. A repeated key is reported; json-c keeps only its last value.
    ///
    /// json-c keeps an object's distinct keys in the order they first appear, so while every key so far has been
    /// json-c's next entry, the member's value is that entry's (no lookup by name), and an ASCII key cannot repeat
    /// an earlier one (no search). Anything else (a repeated key, escapes, non-ASCII keys that Unicode may call
    /// equal) is looked up by name and searched for, as written.
    private mutating func members(of object: OpaquePointer?, at start: Int, pointer: JSONPointer, end: inout Int) -> [JSONMember] {
        var result: [JSONMember] = []
        result.reserveCapacity(Int(json_object_object_length(object)))
        let pointer = pointer.sharingParent()  // one segment for this object, none per member
        var entry = json_object_iter_begin(object)
        var entries = json_object_iter_end(object)
        var inStep = true
        var keysAreASCII = true
        var cursor = skipWhitespace(from: start + 1)
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") {
            let keyOffset = cursor
            let keyText = endOfString(from: cursor)
            let keyEnd = keyText.end
            let key = decodeKey(from: cursor + 1, to: keyEnd - 1, hasEscapes: keyText.hasEscapes)
            // Keys with lone surrogates all decode to U+FFFD: they are reported as such, not as duplicates.
            let keyIsValid = !keyText.hasEscapes || !reportLoneSurrogates(from: keyOffset, to: keyEnd, pointer: pointer.appending(key))
            let keyPosition = lines.position(ofOffset: keyOffset, line: &line)
            cursor = skipWhitespace(from: keyEnd)
            cursor = skipWhitespace(from: cursor + 1)  // ':'
            var valueEnd = cursor
            var child: OpaquePointer?
            var isNext = false
            if inStep, json_object_iter_equal(&entry, &entries) == 0, let name = json_object_iter_peek_name(&entry) {
                (isNext, keysAreASCII) = Self.name(name, equalsTextOf: key, checkingASCII: keysAreASCII)
                if isNext {
                    child = json_object_iter_peek_value(&entry)
                    json_object_iter_next(&entry)
                }
            }
            inStep = inStep && isNext
            let mustSearch = !isNext || !keysAreASCII
            if keyIsValid, mustSearch, let earlier = result.first(where: { $0.key == key }) {
                inStep = false
                let first = earlier.keyPosition
                diagnostics.append(
                    .error(
                        "duplicate-key",
                        "duplicate key \"\(key)\" in one object (first at line \(first.line), column \(first.column)); JSON parsers keep only one of them",
                        at: lines.location(ofOffset: keyOffset), pointer: pointer.appending(key)))
                valueEnd = endOfValue(from: cursor)
            } else {
                if !isNext { _ = key.withCString { json_object_object_get_ex(object, $0, &child) } }
                let value = node(for: child, at: cursor, pointer: pointer.appending(key), end: &valueEnd)
                result.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            }
            cursor = skipWhitespace(from: valueEnd)
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") { cursor = skipWhitespace(from: cursor + 1) }
        }
        end = cursor + 1  // past '}'
        return result
    }

    /// Whether json-c's key `name` (a C string) has exactly the UTF-8 bytes of `key`, and (when `checkingASCII`)
    /// whether `key` is ASCII.
    private static func name(_ name: UnsafePointer<CChar>, equalsTextOf key: String, checkingASCII: Bool) -> (equal: Bool, isASCII: Bool) {
        let length = strlen(name)
        return key.utf8.withContiguousStorageIfAvailable { keyBytes in
            let equal = keyBytes.count == length && (length == 0 || memcmp(keyBytes.baseAddress!, name, length) == 0)
            return (equal, checkingASCII && equal && ASCIIWords.isASCII(keyBytes))
        } ?? (false, false)
    }

    private mutating func elements(of object: OpaquePointer?, at start: Int, pointer: JSONPointer, end: inout Int) -> [JSONNode] {
        let count = Int(json_object_array_length(object))
        var result: [JSONNode] = []
        result.reserveCapacity(count)
        let pointer = pointer.sharingParent()  // one segment for this array, none per element
        var cursor = skipWhitespace(from: start + 1)
        var index = 0
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "]") {
            let child = index < count ? json_object_array_get_idx(object, index) : nil
            var valueEnd = cursor
            result.append(node(for: child, at: cursor, pointer: pointer.appending(index), end: &valueEnd))
            index += 1
            cursor = skipWhitespace(from: valueEnd)
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") { cursor = skipWhitespace(from: cursor + 1) }
        }
        end = cursor + 1  // past ']'
        return result
    }

    /// Reports each lone surrogate escape in the string whose text (quotes included) is `bytes[start..<end]`, at
    /// its backslash: json-c turns them into U+FFFD without an error. Returns whether there was one.
    @discardableResult
    private mutating func reportLoneSurrogates(from start: Int, to end: Int, pointer: JSONPointer) -> Bool {
        let escapes = LoneSurrogateEscapes.find(in: bytes, from: start + 1, to: max(start + 1, end - 1))
        for escape in escapes {
            diagnostics.append(.error("json-lone-surrogate", escape.message, at: lines.location(ofOffset: escape.offset), pointer: pointer))
        }
        return !escapes.isEmpty
    }

    // MARK: Text scanning (the text is valid JSON: json-c accepted it)

    private func skipWhitespace(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return index
            }
        }
        return index
    }

    /// Offset just past the closing quote of the string that opens at `offset`, and whether the string has escapes.
    private func endOfString(from offset: Int) -> (end: Int, hasEscapes: Bool) {
        var index = offset + 1
        var hasEscapes = false
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2; hasEscapes = true
            case UInt8(ascii: "\""): return (index + 1, hasEscapes)
            default: index += 1
            }
        }
        return (bytes.count, hasEscapes)
    }

    private func endOfScalar(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: return index
            default: index += 1
            }
        }
        return index
    }

    /// Offset just past the value that starts at `offset`.
    private func endOfValue(from offset: Int) -> Int {
        guard offset < bytes.count else { return offset }
        switch bytes[offset] {
        case UInt8(ascii: "\""):
            return endOfString(from: offset).end
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = offset
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""): index = endOfString(from: index).end; continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
            return index
        default:
            return endOfScalar(from: offset)
        }
    }

    /// Decodes the key text between the quotes (escapes included).
    private func decodeKey(from start: Int, to end: Int, hasEscapes: Bool) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)])
        guard hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        return JSONStringUnescaper.unescape(raw)
    }
}
