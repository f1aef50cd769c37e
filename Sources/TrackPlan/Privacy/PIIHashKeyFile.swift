import Foundation

/// The per-install key of the `hash` PII action: `pii-hash.key` in the storage directory, 32 random bytes written
/// on first start (to a temporary file created readable by the owner only, synced, then renamed) and read on every
/// later start.
/// `forget()` replaces it (`rotated()`), so the forgotten user's hashed values cannot be joined with anything
/// hashed afterwards. Deleting the storage directory (or the app) deletes the key too.
/// Without a storage directory, or when the file cannot be written, the key lives as long as the process.
struct PIIHashKeyFile: Sendable {
    static let fileName = "pii-hash.key"

    /// Whether the app gave its own key (`TrackPlanOptions.piiHashKey`), which the runtime never replaces.
    let appProvided: Bool
    let directory: URL?
    let log: TrackPlanLogger

    init(options: TrackPlanOptions) {
        appProvided = options.piiHashKey != nil
        directory = options.storageDirectory
        log = options.logger
    }

    /// The app's key when given; else the install's key, created if missing.
    static func key(options: TrackPlanOptions) -> PIIHashKey {
        if let key = options.piiHashKey { return key }
        let home = PIIHashKeyFile(options: options)
        guard let file = home.file else { return .random() }
        if let data = try? Data(contentsOf: file), data.count == 32, let key = PIIHashKey(bytes: data) { return key }
        return home.saved(.random())
    }

    /// A new install key for `forget()`, saved over the old one (atomically: a `kill -9` leaves the old key or the
    /// new one, never a mix); nil for an app key. When the new key cannot be saved, the old file is removed, so the
    /// next start makes a new key rather than bring the old one back.
    func rotated() -> PIIHashKey? {
        guard !appProvided else { return nil }
        return saved(.random())
    }

    private var file: URL? { directory?.appendingPathComponent(Self.fileName) }

    private func saved(_ key: PIIHashKey) -> PIIHashKey {
        guard let file else { return key }
        if let failure = SystemCalls.replaceFile(file.path, with: key.bytes) {
            try? FileManager.default.removeItem(at: file)
            log.report(
                .warning, "pii_hash_key_unsaved",
                "cannot write \(file.path): \(String(cString: strerror(failure))); hashes are joinable within this launch only")
        }
        return key
    }
}
