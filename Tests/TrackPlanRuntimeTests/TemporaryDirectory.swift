import Foundation
import TestSupport

@testable import TrackPlan

/// Paths of the event log inside a test's temporary directory.
extension TemporaryDirectory {
    /// The log's first generation (what a store opened on an empty directory appends to).
    var logPath: String { path + "/events.1.log" }

    /// The newest generation of the log.
    var newestLogPath: String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let newest = names.compactMap { Int($0.dropFirst(7).dropLast(4)) }.max() ?? 1
        return path + "/events.\(newest).log"
    }

    /// Every byte of every file below the directory, as text (each byte one ASCII character, so any byte sequence
    /// can be searched): what someone dumping the app's storage would find.
    func storedText() throws -> String {
        try FileManager.default.subpathsOfDirectory(atPath: path).map { file in
            let data = (try? Data(contentsOf: url.appendingPathComponent(file))) ?? Data()
            return String(decoding: data, as: Unicode.ASCII.self)
        }.joined()
    }
}

/// `{"n":<number>}` as bytes: a small, recognisable envelope for storage tests.
func envelope(_ number: Int) -> [UInt8] { Array("{\"n\":\(number)}".utf8) }

func numbers(_ events: [StoredEvent]) -> [Int] {
    events.map { event in
        let text = String(decoding: event.json, as: UTF8.self)
        return Int(text.dropFirst(5).dropLast()) ?? -1
    }
}
