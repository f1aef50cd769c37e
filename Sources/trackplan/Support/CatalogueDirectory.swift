import Foundation
import TrackPlanCatalogue

/// The catalogue's output directory. It may hold other files: the catalogue's manifest (`.trackplan-catalogue`)
/// lists what the last run wrote, and only those files are replaced or removed. A file the catalogue would write
/// that an earlier run did not write is a usage error, so nothing of the user's is overwritten. Files whose bytes
/// did not change are not rewritten.
struct CatalogueDirectory {
    let path: String

    func update(with files: [CatalogueFile]) throws -> (written: Int, removed: Int) {
        let manager = FileManager.default
        let root = URL(fileURLWithPath: path)
        let manifestURL = root.appendingPathComponent(Catalogue.manifestName)
        var previous: Set<String> = []
        if let data = manager.contents(atPath: manifestURL.path) {
            previous = Set(Catalogue.paths(inManifest: String(decoding: data, as: UTF8.self)))
        }
        let foreign = files.map(\.path).filter { file in
            file != Catalogue.manifestName && !previous.contains(file) && manager.fileExists(atPath: root.appendingPathComponent(file).path)
        }
        if !foreign.isEmpty {
            let shown = foreign.prefix(5).joined(separator: ", ") + (foreign.count > 5 ? " and \(foreign.count - 5) more" : "")
            throw UsageError(
                "'\(path)' holds files that trackplan docs did not write (\(shown)); it never overwrites them: remove them or choose another --output"
            )
        }
        var written = 0
        for file in files {
            let url = root.appendingPathComponent(file.path)
            let bytes = Data(file.bytes)
            if manager.contents(atPath: url.path) == bytes { continue }
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try bytes.write(to: url, options: .atomic)
            } catch {
                throw IOError("cannot write '\(url.path)': \(error.localizedDescription)")
            }
            written += 1
        }
        let current = Set(files.map(\.path))
        var removed = 0
        for stale in previous.subtracting(current).sorted() {
            let url = root.appendingPathComponent(stale)
            guard manager.fileExists(atPath: url.path) else { continue }
            do {
                try manager.removeItem(at: url)
            } catch {
                throw IOError("cannot remove '\(url.path)': \(error.localizedDescription)")
            }
            removed += 1
            // A folder the catalogue made (events/, screens/) goes when it is left empty.
            let folder = url.deletingLastPathComponent()
            if folder.path != root.path, (try? manager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                try? manager.removeItem(at: folder)
            }
        }
        return (written, removed)
    }
}
