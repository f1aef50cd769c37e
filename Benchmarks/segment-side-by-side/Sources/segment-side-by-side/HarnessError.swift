/// Why a round or the run failed.
enum HarnessError: Error, CustomStringConvertible {
    case usage(String)
    case notStored(String)
    case child(String)

    var description: String {
        switch self {
        case .usage(let message): "usage: \(message)"
        case .notStored(let message): "not stored: \(message)"
        case .child(let message): "round failed: \(message)"
        }
    }
}
