import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// `session.json` as `SessionRecord.json` writes it: the same JSON value the file held when it was written through
/// `JSONSerialization` (sorted keys, absent values left out), and read back whole by `SessionFile.load()`.
@Suite struct SessionRecordJSONTests {
    /// The record as a Foundation value, the way the file was formed before.
    func foundationObject(_ record: SessionRecord) -> [String: Any] {
        func session(_ session: Session) -> [String: Any] { ["id": Int(session.id), "lastActivity": Int(session.lastActivityMillis)] }
        var history: [String: Any] = ["sessionCount": record.history.sessionCount, "distinctDays": record.history.distinctDays]
        history["lastDay"] = record.history.lastDay.map { Int($0) }
        history["firstSessionMillis"] = record.history.firstSessionMillis.map { Int($0) }
        history["previousSessionSeconds"] = record.history.previousSessionSeconds
        var object: [String: Any] = ["history": history, "salt": String(record.salt, radix: 16)]
        object["current"] = record.current.map(session)
        object["unannounced"] = record.unannounced.map { change -> [String: Any] in
            switch change {
            case .started(let started): ["started": session(started)]
            case .ended(let ended): ["ended": session(ended)]
            }
        }
        return object
    }

    func records() -> [SessionRecord] {
        var generator = SplitMix64(seed: 26)
        var records = [SessionRecord(current: nil, history: SessionHistory(), unannounced: [], salt: 1)]
        for _ in 0..<300 {
            func session() -> Session {
                let id = Int64.random(in: 0...4_000_000_000_000, using: &generator)
                return Session(id: id, lastActivityMillis: id + Int64.random(in: 0...90_000_000, using: &generator))
            }
            func maybe<Value>(_ value: Value) -> Value? { Bool.random(using: &generator) ? value : nil }
            let history = SessionHistory(
                sessionCount: Int.random(in: 0...100_000, using: &generator), distinctDays: Int.random(in: 0...5_000, using: &generator),
                lastDay: maybe(Int64.random(in: -100...40_000, using: &generator)),
                firstSessionMillis: maybe(Int64.random(in: 0...4_000_000_000_000, using: &generator)),
                previousSessionSeconds: maybe(Int.random(in: 0...100_000, using: &generator)))
            let unannounced = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                Bool.random(using: &generator) ? SessionChange.started(session()) : .ended(session())
            }
            records.append(SessionRecord(current: maybe(session()), history: history, unannounced: unannounced, salt: generator.next() | 1))
        }
        return records
    }

    @Test func theFileHoldsTheSameValueAsBefore() throws {
        for record in records() {
            let written = try JSONSerialization.jsonObject(with: Data(record.json)) as? NSDictionary
            let before =
                try JSONSerialization.jsonObject(
                    with: JSONSerialization.data(withJSONObject: foundationObject(record), options: [.sortedKeys])) as? NSDictionary
            #expect(written == before, "\(String(decoding: record.json, as: UTF8.self))")
        }
    }

    @Test func keysAreSorted() {
        let record = records()[5]
        let text = String(decoding: record.json, as: UTF8.self)
        let keys = ["\"current\"", "\"history\"", "\"salt\"", "\"unannounced\""].compactMap { text.range(of: $0)?.lowerBound }
        #expect(keys == keys.sorted())
    }

    @Test func whatIsSavedIsLoaded() {
        let directory = TemporaryDirectory()
        let file = SessionFile(directory: directory.url)
        for record in records() {
            #expect(file.save(record) == nil)
            #expect(file.load() == record)
        }
    }
}
