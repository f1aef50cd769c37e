import Foundation

/// The runtime's small state files (`identity.json`, `lifecycle.json`): one flat JSON object of strings, read whole
/// and replaced atomically (a temporary file, then a rename), so after `kill -9` a file holds the old or the new
/// object, never a mix.
enum SmallJSONFile {
    /// The object in `file`; nil when there is none or it is not a JSON object.
    static func read(_ file: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    /// Replaces `file` with `object` (keys sorted); returns the failure, if any.
    static func write(_ object: [String: String], to file: URL) -> (any Error)? {
        do {
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            try data.write(to: file, options: .atomic)
            return nil
        } catch {
            return error
        }
    }
}
