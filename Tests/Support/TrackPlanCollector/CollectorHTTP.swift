import Foundation

/// One HTTP/1.1 request as the collector reads it: header names lowercased, the body by `Content-Length`.
struct CollectorHTTPRequest: Sendable {
    var method: String
    var path: String
    var headers: [String: String]
    var body: Data
    /// The query's parameters, percent-decoded (`?userId=u%2B1` → `["userId": "u+1"]`).
    var query: [String: String] = [:]

    var keepsAlive: Bool { headers["connection"]?.lowercased() != "close" }

    /// Takes one complete request off the front of `buffer`; nil while more bytes are needed.
    /// Throws on a request the collector does not speak (no `Content-Length` on a body, chunked, garbage).
    static func take(from buffer: inout [UInt8]) throws -> CollectorHTTPRequest? {
        guard let headerEnd = buffer.firstRange(of: [13, 10, 13, 10]) else {
            if buffer.count > 64 * 1024 { throw Malformed(reason: "headers over 64 KiB") }
            return nil
        }
        let lines = String(decoding: buffer[..<headerEnd.lowerBound], as: UTF8.self)
            .components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3 else { throw Malformed(reason: "request line \(lines[0])") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { throw Malformed(reason: "header line \(line)") }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if headers["transfer-encoding"] != nil { throw Malformed(reason: "chunked bodies are not supported") }
        let length = Int(headers["content-length"] ?? "0") ?? -1
        guard length >= 0 else { throw Malformed(reason: "Content-Length \(headers["content-length"] ?? "")") }
        guard buffer.count >= headerEnd.upperBound + length else { return nil }
        let body = Data(buffer[headerEnd.upperBound..<headerEnd.upperBound + length])
        buffer.removeFirst(headerEnd.upperBound + length)
        let target = String(requestLine[1])
        let path = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? target
        var query: [String: String] = [:]
        for item in URLComponents(string: "http://collector" + target)?.queryItems ?? [] { query[item.name] = item.value ?? "" }
        return CollectorHTTPRequest(method: String(requestLine[0]), path: path, headers: headers, body: body, query: query)
    }

    struct Malformed: Error { var reason: String }
}

/// What the collector sends back. `cutOffMidBody` sends the headers and half the body, then closes.
struct CollectorHTTPResponse: Sendable {
    var status: Int
    var headers: [(String, String)] = []
    var body = Data()
    var cutOffMidBody = false

    init(status: Int, headers: [(String, String)] = [], body: Data = Data(), cutOffMidBody: Bool = false) {
        self.status = status
        self.headers = headers
        self.body = body
        self.cutOffMidBody = cutOffMidBody
    }

    static func json(_ status: Int, _ body: Data = Data()) -> CollectorHTTPResponse {
        CollectorHTTPResponse(status: status, headers: [("Content-Type", "application/json")], body: body)
    }

    /// The bytes to write, in one piece (one `send`: no Nagle and delayed-ACK stall between head and body).
    func serialized(keepAlive: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        let sentBody = cutOffMidBody ? body.prefix(body.count / 2) : body
        return Array(head.utf8) + Array(sentBody)
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 408: "Request Timeout"
        case 413: "Content Too Large"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}
