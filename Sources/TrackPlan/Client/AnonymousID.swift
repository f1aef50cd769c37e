import Foundation

/// The device's anonymous id: read from `anonymous-id` in the storage directory, or minted and written there,
/// so it stays the same across launches. Without a directory it lives as long as the process.
enum AnonymousID {
    static let fileName = "anonymous-id"

    static func load(directory: URL?) -> String {
        guard let directory else { return UUID().uuidString.lowercased() }
        let file = directory.appendingPathComponent(fileName)
        if let data = try? Data(contentsOf: file), let text = String(data: data, encoding: .utf8),
            !text.isEmpty, text.count <= 128
        {
            return text
        }
        let minted = UUID().uuidString.lowercased()
        try? Data(minted.utf8).write(to: file, options: .atomic)
        return minted
    }
}
