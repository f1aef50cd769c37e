import HTTPTypes
import Hummingbird

/// Builds the collector's JSON answers.
enum JSONResponse {
    static func ok(_ json: String, status: Int = 200, headers: HTTPFields = [:]) -> Response {
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        return Response(status: .init(code: status), headers: fields, body: .init(byteBuffer: ByteBuffer(string: json)))
    }

    static let success = #"{"success":true}"#

    static func error(_ error: IngestError, headers: HTTPFields = [:]) -> Response {
        var headers = headers
        if let retryAfter = error.retryAfter { headers[.retryAfter] = String(retryAfter) }
        return ok(
            "{\"success\":false,\"error\":\(StoredMessage.quote(error.code)),\"message\":\(StoredMessage.quote(error.message))}",
            status: error.status, headers: headers)
    }
}
