import Foundation

/// The per-install key of the `hash` PII action: `pii-hash.key` in the storage directory, 32 random bytes written
/// on first start (to a temporary file, then renamed, readable by the owner only) and read on every later start.
/// Deleting the storage directory (or the app) deletes the key: hashes from before and after are not joinable.
/// Without a storage directory, or when the file cannot be written, the key lives as long as the process.
enum PIIHashKeyFile {
    static let fileName = "pii-hash.key"

    /// The app's key when given; else the install's key, created if missing.
    static func key(options: TrackPlanOptions) -> PIIHashKey {
        if let key = options.piiHashKey { return key }
        guard let directory = options.storageDirectory else { return .random() }
        let file = directory.appendingPathComponent(fileName)
        if let data = try? Data(contentsOf: file), data.count == 32, let key = PIIHashKey(bytes: data) { return key }
        let key = PIIHashKey.random()
        do {
            try Data(key.bytes).write(to: file, options: .atomic)
            try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        } catch {
            options.logger.report(
                .warning, "pii_hash_key_unsaved", "cannot write \(file.path): \(error); hashes are joinable within this launch only")
        }
        return key
    }
}
