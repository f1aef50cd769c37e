/// Why a tracking request was refused as a whole. Nothing of a refused request is stored.
public struct IngestError: Error, Equatable, Sendable {
    /// The HTTP status answered: 400, 401, 413 or 415.
    public var status: Int
    /// Stable machine-readable code, sent as `{"error": code, "message": …}`.
    public var code: String
    public var message: String

    public init(status: Int, code: String, message: String) {
        self.status = status
        self.code = code
        self.message = message
    }

    static func malformed(_ message: String) -> IngestError { IngestError(status: 400, code: "malformed_json", message: message) }
    static func tooLarge(_ message: String) -> IngestError { IngestError(status: 413, code: "too_large", message: message) }
}
