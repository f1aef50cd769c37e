import Foundation
import TrackPlan

/// A fresh directory under the system temporary directory, removed when the value is released.
final class TemporaryDirectory: @unchecked Sendable {
    let path: String

    init(_ label: String = #function) {
        let name = "trackplan-\(label.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString.prefix(8))"
        path = NSTemporaryDirectory() + name
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    var logPath: String { path + "/events.log" }
}

/// `{"n":<number>}` as bytes: a small, recognisable envelope for storage tests.
func envelope(_ number: Int) -> [UInt8] { Array("{\"n\":\(number)}".utf8) }

func numbers(_ events: [StoredEvent]) -> [Int] {
    events.map { event in
        let text = String(decoding: event.json, as: UTF8.self)
        return Int(text.dropFirst(5).dropLast()) ?? -1
    }
}
