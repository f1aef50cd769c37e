import Foundation

/// The small state files beside the queue (`identity.json`, `consent.json`, `forget.json`): written whole to a
/// temporary file and renamed over the old one, so after `kill -9` at any instant a file holds the state before a
/// write or after it, never a mix.
enum AtomicJSONFile {
    /// Writes `object` (sorted keys); returns the failure, if any.
    static func write(_ object: Any, to file: URL) -> (any Error)? {
        do {
            try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: file, options: .atomic)
            return nil
        } catch {
            return error
        }
    }

    /// The file's JSON value, or nil when it is missing or unreadable.
    static func read(_ file: URL) -> Any? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        return try? JSONSerialization.jsonObject(with: data)
    }
}
