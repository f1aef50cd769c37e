import Foundation

/// The entitlement cache on disk: `entitlements.json` beside the queue, in the shape of the collector's answer
/// (`EntitlementAnswer`), so it names the one user it belongs to. Replaced atomically (temporary file, then
/// rename); deleted when the user changes. A file for any user other than the restored identity's is ignored and
/// deleted at start, so a crash between saving a new identity and deleting the old file cannot leak either.
/// Without a storage directory the cache lives as long as the process.
struct EntitlementFile: Sendable {
    static let fileName = "entitlements.json"
    let directory: URL?

    private var url: URL? { directory?.appendingPathComponent(Self.fileName) }

    /// The saved answer if it belongs to `userId`; a file for anyone else is deleted.
    func load(for userId: String?) -> EntitlementAnswer? {
        guard let url, let data = try? Data(contentsOf: url) else { return nil }
        if let userId, case .success(let answer) = EntitlementAnswer.parse(data), answer.userId == userId { return answer }
        _ = delete()
        return nil
    }

    /// Replaces the file; returns the failure, if any (the answer still applies in memory).
    func save(_ answer: EntitlementAnswer) -> (any Error)? {
        guard let url else { return nil }
        return AtomicJSONFile.write(answer.json(), to: url)
    }

    /// Removes the file; returns the failure, if any (a missing file is not one).
    func delete() -> (any Error)? {
        guard let url else { return nil }
        return AtomicJSONFile.remove(url)
    }
}
