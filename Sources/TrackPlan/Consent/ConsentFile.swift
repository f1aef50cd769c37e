import Foundation

/// The consent state's home on disk: `consent.json` beside the queue,
/// `{"categoryPreferences":{"analytics":false},"categories":[{"name":"necessary","default":"always"},…]}`: the user's
/// choices and the plan's categories as last registered. Replaced atomically (a temporary file, then a rename)
/// before `setConsent` returns, so after `kill -9` at any instant it holds the state before the call or after it.
/// Without a storage directory the state lives as long as the process.
struct ConsentFile: Sendable {
    static let fileName = "consent.json"
    let directory: URL?

    /// The persisted state; an empty one when there is none (or it cannot be read).
    func load() -> ConsentState {
        guard let directory, let object = AtomicJSONFile.read(directory.appendingPathComponent(Self.fileName)) as? [String: Any]
        else { return ConsentState() }
        let choices = (object["categoryPreferences"] as? [String: Bool]) ?? [:]
        let categories = (object["categories"] as? [[String: String]] ?? []).compactMap { entry -> (name: String, default: ConsentDefault)? in
            guard let name = entry["name"], let value = entry["default"].flatMap(ConsentDefault.init(rawValue:)) else { return nil }
            return (name, value)
        }
        return ConsentState(choices: choices, categories: categories)
    }

    /// Replaces the file; returns the failure, if any (the state still applies in memory).
    func save(_ state: ConsentState) -> (any Error)? {
        guard let directory else { return nil }
        let object: [String: Any] = [
            "categoryPreferences": state.choices,
            "categories": state.categories.map { ["name": $0.name, "default": $0.default.rawValue] },
        ]
        return AtomicJSONFile.write(object, to: directory.appendingPathComponent(Self.fileName))
    }
}
