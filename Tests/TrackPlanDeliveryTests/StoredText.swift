import Foundation

/// Every byte of every file under `directory`, as text: what the on-disk scans search for planted values.
func storedText(under directory: URL) throws -> String {
    try FileManager.default.subpathsOfDirectory(atPath: directory.path).map { file in
        String(decoding: (try? Data(contentsOf: directory.appendingPathComponent(file))) ?? Data(), as: Unicode.ASCII.self)
    }.joined()
}
