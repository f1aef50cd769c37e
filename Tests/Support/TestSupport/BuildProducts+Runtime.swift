import Foundation

extension BuildProducts {
    /// What `swiftc` needs to link a program against the built runtime: the objects of a Swift module as its build's
    /// output-file map lists them (a directory listing may hold stale ones) and, where the runtime links
    /// swift-crypto (everywhere but Apple platforms, which have CryptoKit), the objects of `Crypto` and BoringSSL and
    /// the C++ library BoringSSL uses; the runtime's own C target (the log's CRC-32C) always.
    public static func linkInputs(swiftModules modules: [String] = ["TrackPlan"]) throws -> [String] {
        var inputs = try modules.flatMap(swiftObjects) + cObjects("CTrackPlanCRC32C")
        #if !canImport(CryptoKit)
            inputs += try ["Crypto", "CryptoBoringWrapper"].flatMap(swiftObjects)
            inputs += ["CCryptoBoringSSL", "CCryptoBoringSSLShims"].flatMap(cObjects)
            inputs.append("-lstdc++")
        #endif
        return inputs
    }

    /// The objects of Swift module `module`, from its output-file map.
    public static func swiftObjects(_ module: String) throws -> [String] {
        let map = directory.appendingPathComponent("\(module).build/output-file-map.json")
        let entries = try JSONSerialization.jsonObject(with: Data(contentsOf: map)) as? [String: [String: String]] ?? [:]
        return entries.values.compactMap { $0["object"] }.sorted()
    }

    /// Every object file under C target `target`'s build directory.
    static func cObjects(_ target: String) -> [String] {
        let root = directory.appendingPathComponent("\(target).build")
        let paths = FileManager.default.subpaths(atPath: root.path) ?? []
        return paths.filter { $0.hasSuffix(".o") }.sorted().map { root.appendingPathComponent($0).path }
    }
}
