import Foundation
import Testing

@testable import TrackPlanCollectorServer

@Suite struct JSONParserTests {
    func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    @Test func parsesEveryKindOfValueKeepingMemberOrder() throws {
        let value = try parse(#"{"b":[1,-2.5e3,true,false,null],"a":"x\n\u00e9\ud83d\ude00","c":{}}"#)
        guard case .object(let members) = value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a", "c"])
        #expect(value["b"] == .array([.number(1), .number(-2500), .bool(true), .bool(false), .null]))
        #expect(value["a"] == .string("x\né😀"))
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\":1,}", "01", "1.", "-", "\"abc", "{\"a\" 1}", "tru", "[1] 2", "\"\u{01}\"", "\"\\x\"", "\"\\ud800\"", "1e999",
    ])
    func refusesMalformedJSON(_ text: String) {
        #expect(throws: JSONParser.Failure.self) { try parse(text) }
    }

    @Test func refusesInvalidUTF8() {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse([0x22, 0xC3, 0x28, 0x22]) }
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
    }

    @Test func refusesNestingDeeperThanTheLimitWithoutRecursingFurther() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONParser.Failure.self) { try parse(deep) }
        let allowed = String(repeating: "[", count: JSONParser.maxDepth) + String(repeating: "]", count: JSONParser.maxDepth)
        #expect((try? parse(allowed)) != nil)
    }

    @Test func parsesAHundredThousandKeys() throws {
        let text = "{" + (0..<100_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
        guard case .object(let members) = try parse(text) else { Issue.record("not an object"); return }
        #expect(members.count == 100_000)
    }

    /// Random mutations of a valid batch: the parser either parses or throws; it never traps or hangs. The seed is
    /// printed; `TRACKPLAN_COLLECTOR_FUZZ_SEED=N` replays a run.
    @Test func fuzzedBodiesNeverCrashTheRequestParser() {
        let seed = ProcessInfo.processInfo.environment["TRACKPLAN_COLLECTOR_FUZZ_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...1_000_000)
        print("request parser fuzz: seed \(seed) (TRACKPLAN_COLLECTOR_FUZZ_SEED=\(seed) replays it)")
        let valid = Array(#"{"batch":[{"type":"track","event":"A","properties":{"x":[1,2,{"y":"\u00e9"}]}}],"sentAt":"2026"}"#.utf8)
        var generator = XorShift64Star(seed: seed)
        var parsed = 0
        for _ in 0..<20_000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: position)
                default: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: position)
                }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            if (try? RequestParser.messages(in: bytes, endpoint: nil, limits: SegmentLimits())) != nil { parsed += 1 }
        }
        #expect(parsed < 20_000, "seed \(seed)")
    }
}
