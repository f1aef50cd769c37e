/// Turns a decoded request body into messages: `/v1/batch` takes `{"batch":[…]}`, the single-call endpoints
/// take one message object. Enforces the per-message limit; any failure refuses the whole request.
public enum RequestParser {
    /// Parses the body sent to `/v1/batch` (endpoint nil) or to `/v1/<type>`.
    public static func messages(in body: [UInt8], endpoint: MessageType?, limits: SegmentLimits) throws(IngestError)
        -> [ReceivedMessage]
    {
        var parser = JSONParser(body)
        do {
            if let endpoint {
                parser.skipWhitespace()
                let start = parser.index
                let value = try parser.parseValue(depth: 0)
                guard case .object = value else { throw IngestError.malformed("the body is not a JSON object") }
                let end = parser.index
                try parser.expectEnd()
                return [try message(value, raw: body[start..<end], type: endpoint, limits: limits)]
            }
            return try batch(&parser, limits: limits)
        } catch let failure as JSONParser.Failure {
            throw IngestError.malformed("malformed JSON: \(failure)")
        } catch let error as IngestError {
            throw error
        } catch {
            throw IngestError.malformed("\(error)")
        }
    }

    private static func batch(_ parser: inout JSONParser, limits: SegmentLimits) throws -> [ReceivedMessage] {
        try parser.expect(UInt8(ascii: "{"), "a JSON object with a \"batch\" array")
        var messages: [ReceivedMessage]?
        if !parser.consume(UInt8(ascii: "}")) {
            repeat {
                parser.skipWhitespace()
                guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "\"") else {
                    throw parser.fail("expected a member name")
                }
                let key = try parser.parseString()
                try parser.expect(UInt8(ascii: ":"), "':' after a member name")
                if key == "batch", messages == nil {
                    messages = try elements(&parser, limits: limits)
                } else {
                    _ = try parser.parseValue(depth: 1)
                }
            } while parser.consume(UInt8(ascii: ","))
            try parser.expect(UInt8(ascii: "}"), "',' or '}' in an object")
        }
        try parser.expectEnd()
        guard let messages else { throw IngestError.malformed("the body has no \"batch\" array") }
        return messages
    }

    private static func elements(_ parser: inout JSONParser, limits: SegmentLimits) throws -> [ReceivedMessage] {
        try parser.expect(UInt8(ascii: "["), "\"batch\" to be an array")
        var messages: [ReceivedMessage] = []
        if parser.consume(UInt8(ascii: "]")) { return messages }
        repeat {
            parser.skipWhitespace()
            let start = parser.index
            let value = try parser.parseValue(depth: 2)
            guard case .object = value else {
                throw IngestError.malformed("batch element \(messages.count) is not a JSON object")
            }
            messages.append(try message(value, raw: parser.bytes[start..<parser.index], type: nil, limits: limits))
        } while parser.consume(UInt8(ascii: ","))
        try parser.expect(UInt8(ascii: "]"), "',' or ']' in the batch")
        return messages
    }

    private static func message(_ value: JSONValue, raw: ArraySlice<UInt8>, type: MessageType?, limits: SegmentLimits)
        throws(IngestError) -> ReceivedMessage
    {
        if raw.count > limits.messageBytes {
            throw IngestError.tooLarge("a message is \(raw.count) bytes; the limit is \(limits.messageBytes) bytes (32 KB)")
        }
        let type = type ?? value["type"]?.stringValue.flatMap(MessageType.init)
        return ReceivedMessage(value: value, raw: Array(raw), type: type)
    }
}
