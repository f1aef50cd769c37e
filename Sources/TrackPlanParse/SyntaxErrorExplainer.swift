import CJSONC
import TrackPlanModel

/// Turns json-c's error code and stop offset into a message that says what to fix.
enum SyntaxErrorExplainer {
    static func diagnostic(
        for error: json_tokener_error, at rawOffset: Int, in bytes: UnsafeBufferPointer<UInt8>, lines: LineTable, maximumDepth: Int
    ) -> Diagnostic {
        let offset = min(rawOffset, max(bytes.count - 1, 0))
        let location = lines.location(ofOffset: offset)
        if error == json_tokener_error_depth {
            return .error("json-too-deep", "nesting is deeper than the limit of \(maximumDepth) objects and arrays", at: location)
        }
        if error == json_tokener_continue || rawOffset >= bytes.count {
            return .error(
                "json-syntax", "unexpected end of file: the JSON value is incomplete (truncated file or missing closing bracket)",
                at: lines.location(ofOffset: bytes.count))
        }
        let byte = bytes[offset]
        if byte == UInt8(ascii: "/") {
            return .error("json-syntax", "comments are not allowed in JSON; use a \"description\" keyword instead", at: location)
        }
        if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
            var previous = offset - 1
            while previous >= 0, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[previous]) { previous -= 1 }
            if previous >= 0, bytes[previous] == UInt8(ascii: ",") {
                return .error(
                    "json-syntax", "trailing comma before '\(Character(Unicode.Scalar(byte)))' is not allowed in JSON",
                    at: lines.location(ofOffset: previous))
            }
        }
        if byte == UInt8(ascii: "'") {
            return .error("json-syntax", "strings must use double quotes in JSON", at: location)
        }
        let description = String(cString: json_tokener_error_desc(error))
        return .error("json-syntax", "invalid JSON: \(description)", at: location)
    }
}
