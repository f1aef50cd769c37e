/// Errors `TrackPlanClient.start` throws; each has a stable `code` users can grep for.
/// `track` never throws: what goes wrong after start is reported through the logger and `stats()`.
public enum TrackPlanError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The write key is empty or only whitespace.
    case emptyWriteKey
    /// The endpoint is not an absolute `http` or `https` URL with a host.
    case invalidEndpoint(String)
    /// The storage directory cannot be created or written.
    case unwritableDirectory(path: String, reason: String)
    /// A numeric option is out of range (`batchSize` of 0, a negative interval, …).
    case invalidOption(name: String, reason: String)

    public var code: String {
        switch self {
        case .emptyWriteKey: "empty_write_key"
        case .invalidEndpoint: "invalid_endpoint"
        case .unwritableDirectory: "unwritable_directory"
        case .invalidOption: "invalid_option"
        }
    }

    public var description: String {
        switch self {
        case .emptyWriteKey: "\(code): the write key is empty"
        case .invalidEndpoint(let endpoint): "\(code): '\(endpoint)' is not an absolute http(s) URL with a host"
        case .unwritableDirectory(let path, let reason): "\(code): cannot write to \(path): \(reason)"
        case .invalidOption(let name, let reason): "\(code): \(name) \(reason)"
        }
    }
}
