import Foundation

/// File I/O for import and export: every failure is an `IOError` (exit 3).
enum SourceFiles {
    static func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw IOError("cannot read '\(path)'") }
        return [UInt8](data)
    }

    /// Every regular file below `directory` (hidden ones skipped) with one of `extensions` (nil: any), as
    /// (directory-relative path, bytes), sorted by path.
    static func readDirectory(_ directory: String, extensions: Set<String>?) throws -> [(path: String, bytes: [UInt8])] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw IOError("'\(directory)' is not a directory")
        }
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            if let extensions, !extensions.contains(url.pathExtension.lowercased()) { continue }
            paths.append(String(url.standardizedFileURL.path.dropFirst(root.path.count + 1)))
        }
        return try paths.sorted().map { ($0, try read(root.appendingPathComponent($0).path)) }
    }

    /// Writes each (path, text), relative to `directory` when given, creating folders.
    static func write(_ files: [(path: String, contents: String)], into directory: String?) throws {
        for file in files {
            let url = directory.map { URL(fileURLWithPath: $0).appendingPathComponent(file.path) } ?? URL(fileURLWithPath: file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url, options: .atomic)
            } catch {
                throw IOError("cannot write '\(url.path)': \(error.localizedDescription)")
            }
        }
    }
}
