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
        let start = skipWhitespace(from: offset)
        let location = lines.location(ofOffset: start)
        let value: JSONNode.Value
        switch json_object_get_type(object) {
        case json_type_object:
            value = .object(members(of: object, at: start, pointer: pointer))
        case json_type_array:
            value = .array(elements(of: object, at: start, pointer: pointer))
        case json_type_string:
            let length = Int(json_object_get_string_len(object))
            let text = json_object_get_string(object).map {
                $0.withMemoryRebound(to: UInt8.self, capacity: length) { String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self) }
            } ?? ""
            value = .string(text)
        case json_type_boolean:
            value = .bool(json_object_get_boolean(object) != 0)
        case json_type_int, json_type_double:
            value = number(for: object, at: start, location: location, pointer: pointer)
        default:
            value = .null
        }
        return JSONNode(value: value, location: location, pointer: pointer)
    }

    private mutating func number(for object: OpaquePointer?, at start: Int, location: SourceLocation, pointer: JSONPointer) -> JSONNode.Value {
        let end = endOfScalar(from: start)
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        guard Self.isJSONNumber(text.utf8) else {
            diagnostics.append(.error("json-syntax", "\(text) is not a JSON number (NaN and Infinity cannot be written in JSON)", at: location, pointer: pointer))
            return .null
        }
        let isInteger = !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
        if isInteger {
            if let value = Int64(text) { return .integer(value) }
            diagnostics.append(.error("number-out-of-range", "integer \(text) does not fit in 64 bits", at: location, pointer: pointer))
            return .null
        }
        guard let value = Double(text), value.isFinite else {
            diagnostics.append(.error("number-out-of-range", "number \(text) is not a finite 64-bit floating-point value", at: location, pointer: pointer))
            return .null
        }
        return .number(json_object_get_type(object) == json_type_double ? json_object_get_double(object) : value)
    }

    /// RFC 8259 number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isJSONNumber(_ text: String.UTF8View) -> Bool {
        var index = text.startIndex
        func digits() -> Int {
            var count = 0
            while index < text.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index]) { count += 1; index = text.index(after: index) }
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

    private mutating func members(of object: OpaquePointer?, at start: Int, pointer: JSONPointer) -> [JSONMember] {
        // Text pass: every key as written, with the offset of its value. The last occurrence wins, as in json-c.
        var written: [String: (keyOffset: Int, valueOffset: Int)] = [:]
        var seenOrder: [String] = []
        var cursor = skipWhitespace(from: start + 1)
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") {
            let keyEnd = endOfString(from: cursor)
            let key = decodeKey(from: cursor + 1, to: keyEnd - 1)
            cursor = skipWhitespace(from: keyEnd)
            cursor = skipWhitespace(from: cursor + 1)  // ':'
            if let earlier = written[key] {
                let here = lines.location(ofOffset: keyOffsetOf(valueOffset: cursor))
                let first = lines.location(ofOffset: earlier.keyOffset)
                diagnostics.append(.error(
                    "duplicate-key", "duplicate key \"\(key)\" in one object (first at line \(first.line), column \(first.column)); JSON parsers keep only one of them",
                    at: here, pointer: pointer.appending(key)))
            } else {
                seenOrder.append(key)
            }
            written[key] = (keyOffsetOf(valueOffset: cursor), cursor)
            cursor = skipWhitespace(from: endOfValue(from: cursor))
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") { cursor = skipWhitespace(from: cursor + 1) }
        }
        var result: [JSONMember] = []
        var iterator = json_object_iter_begin(object)
        var end = json_object_iter_end(object)
        while json_object_iter_equal(&iterator, &end) == 0 {
            let key = String(cString: json_object_iter_peek_name(&iterator))
            let child = json_object_iter_peek_value(&iterator)
            let place = written[key] ?? (start, start)
            let childPointer = pointer.appending(key)
            result.append(JSONMember(key: key, keyLocation: lines.location(ofOffset: place.keyOffset), value: node(for: child, at: place.valueOffset, pointer: childPointer)))
            json_object_iter_next(&iterator)
        }
        return result
    }

    private mutating func elements(of object: OpaquePointer?, at start: Int, pointer: JSONPointer) -> [JSONNode] {
        let count = Int(json_object_array_length(object))
        var result: [JSONNode] = []
        result.reserveCapacity(count)
        var cursor = skipWhitespace(from: start + 1)
        for index in 0..<count {
            let child = json_object_array_get_idx(object, index)
            result.append(node(for: child, at: cursor, pointer: pointer.appending(index)))
            cursor = skipWhitespace(from: endOfValue(from: cursor))
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") { cursor = skipWhitespace(from: cursor + 1) }
        }
        return result
    }

    // MARK: Text scanning (the text is valid JSON: json-c accepted it)


    /// Walks back from a value's offset over `:` and whitespace to the opening quote of its key.
    private func keyOffsetOf(valueOffset: Int) -> Int {
        var index = valueOffset - 1
        while index > 0, bytes[index] != UInt8(ascii: ":") { index -= 1 }
        index -= 1
        while index > 0, bytes[index] != UInt8(ascii: "\"") { index -= 1 }  // closing quote
        index -= 1
        while index > 0 {
            if bytes[index] == UInt8(ascii: "\""), !isEscaped(index) { return index }
            index -= 1
        }
        return 0
    }

    private func isEscaped(_ index: Int) -> Bool {
        var backslashes = 0
        var cursor = index - 1
        while cursor >= 0, bytes[cursor] == UInt8(ascii: "\\") { backslashes += 1; cursor -= 1 }
        return backslashes % 2 == 1
    }

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
