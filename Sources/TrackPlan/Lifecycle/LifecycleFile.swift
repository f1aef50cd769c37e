import Foundation

/// What the lifecycle rules remember between launches: `lifecycle.json` beside the queue, `{"version":…,"build":…}`,
/// replaced atomically. Whether an identity existed before this launch is read from the identity's files, before
/// the client creates them.
struct LifecycleFile: Sendable {
    static let fileName = "lifecycle.json"
    let directory: URL?

    /// Whether an earlier launch left an identity (`anonymous-id` or `identity.json`): an app already in use.
    static func hasPriorIdentity(in directory: URL?) -> Bool {
        guard let directory else { return false }
        return [AnonymousID.fileName, IdentityFile.fileName].contains {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
        }
    }

    /// The version the previous launch saved; nil when none did.
    func load() -> AppVersion? {
        guard let directory, let object = AtomicJSONFile.read(directory.appendingPathComponent(Self.fileName)) as? [String: Any] else { return nil }
        return AppVersion(version: object["version"] as? String, build: object["build"] as? String)
    }

    /// Saves `version` for the next launch; returns the failure, if any.
    func save(_ version: AppVersion) -> (any Error)? {
        guard let directory else { return nil }
        var object: [String: String] = [:]
        object["version"] = version.version
        object["build"] = version.build
        return AtomicJSONFile.write(object, to: directory.appendingPathComponent(Self.fileName))
    }
}
