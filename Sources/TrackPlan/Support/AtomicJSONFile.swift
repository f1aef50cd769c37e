import Foundation

/// The small state files beside the queue (`identity.json`, `consent.json`, `forget.json`, `entitlements.json`,
/// `super-properties.json`): written whole to a
/// temporary file and renamed over the old one, so after `kill -9` at any instant a file holds the state before a
/// write or after it, never a mix.
enum AtomicJSONFile {
    /// Writes `object` (sorted keys); returns the failure, if any.
    static func write(_ object: Any, to file: URL) -> (any Error)? {
        do {
            return write(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), to: file)
        } catch {
            return error
        }
    }

    /// Writes JSON text already encoded; returns the failure, if any.
    static func write(_ json: Data, to file: URL) -> (any Error)? {
        #if TRACKPLAN_CRASH_POINTS
            CrashPoint.reached("state file replace")
        #endif
        do {
            try json.write(to: file, options: .atomic)
            return nil
        } catch {
            return error
        }
    }

    /// Removes the file; returns the failure, if any (a missing file is not one).
    static func remove(_ file: URL) -> (any Error)? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        #if TRACKPLAN_CRASH_POINTS
            CrashPoint.reached("state file remove")
        #endif
        do {
            try FileManager.default.removeItem(at: file)
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
