import CJSONC
import TrackPlanModel

/// Walks the file's text beside json-c's parsed tree. json-c supplies the values; the text supplies positions,
/// the exact spelling of numbers, and the keys json-c merged away (it keeps only the last of duplicate keys).
struct SourceLocator {
    let bytes: UnsafeBufferPointer<UInt8>
    let lines: LineTable
    private(set) var diagnostics: [Diagnostic] = []

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
        let location = lines.location(ofOffset: start)
        let type = json_object_get_type(object)
        guard start < bytes.count, Self.text(startingWith: bytes[start], matches: type) else {
            // Only after a duplicate key: json-c kept another occurrence's value. The file is rejected anyway.
            end = endOfValue(from: start)
            return JSONNode(value: .null, location: location, pointer: pointer)
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
            end = endOfString(from: start)
            reportLoneSurrogates(from: start, to: end, pointer: pointer)
        case json_type_boolean:
            value = .bool(json_object_get_boolean(object) != 0)
            end = endOfScalar(from: start)
        case json_type_int, json_type_double:
            value = number(for: object, at: start, location: location, pointer: pointer)
            end = endOfScalar(from: start)
        default:
            value = .null
            end = endOfScalar(from: start)
        }
        return JSONNode(value: value, location: location, pointer: pointer)
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

    private mutating func number(for object: OpaquePointer?, at start: Int, location: SourceLocation, pointer: JSONPointer) -> JSONNode.Value {
        let end = endOfScalar(from: start)
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
    private mutating func members(of object: OpaquePointer?, at start: Int, pointer: JSONPointer, end: inout Int) -> [JSONMember] {
        var result: [JSONMember] = []
        var cursor = skipWhitespace(from: start + 1)
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") {
            let keyOffset = cursor
            let keyEnd = endOfString(from: cursor)
            let key = decodeKey(from: cursor + 1, to: keyEnd - 1)
            // Keys with lone surrogates all decode to U+FFFD: they are reported as such, not as duplicates.
            let keyIsValid = !reportLoneSurrogates(from: keyOffset, to: keyEnd, pointer: pointer.appending(key))
            cursor = skipWhitespace(from: keyEnd)
            cursor = skipWhitespace(from: cursor + 1)  // ':'
            var valueEnd = cursor
            if keyIsValid, let earlier = result.first(where: { $0.key == key }) {
                let first = earlier.keyLocation
                diagnostics.append(
                    .error(
                        "duplicate-key",
                        "duplicate key \"\(key)\" in one object (first at line \(first.line), column \(first.column)); JSON parsers keep only one of them",
                        at: lines.location(ofOffset: keyOffset), pointer: pointer.appending(key)))
                valueEnd = endOfValue(from: cursor)
            } else {
                var child: OpaquePointer?
                _ = key.withCString { json_object_object_get_ex(object, $0, &child) }
                let value = node(for: child, at: cursor, pointer: pointer.appending(key), end: &valueEnd)
                result.append(JSONMember(key: key, keyLocation: lines.location(ofOffset: keyOffset), value: value))
            }
            cursor = skipWhitespace(from: valueEnd)
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") { cursor = skipWhitespace(from: cursor + 1) }
        }
        end = cursor + 1  // past '}'
        return result
    }

    private mutating func elements(of object: OpaquePointer?, at start: Int, pointer: JSONPointer, end: inout Int) -> [JSONNode] {
        let count = Int(json_object_array_length(object))
        var result: [JSONNode] = []
        result.reserveCapacity(count)
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
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        return index
    }

    /// Offset just past the closing quote of the string that opens at `offset`.
    private func endOfString(from offset: Int) -> Int {
        var index = offset + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return bytes.count
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
            return endOfString(from: offset)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = offset
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""): index = endOfString(from: index); continue
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
    private func decodeKey(from start: Int, to end: Int) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)])
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        return JSONStringUnescaper.unescape(raw)
    }
}
