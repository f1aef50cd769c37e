import Foundation
import TestSupport

@_spi(Generated) @testable import TrackPlan

/// A JSON value tree for the writer's property tests. Numbers compare by bit pattern (so `-0.0 != 0.0`) and
/// strings by Unicode scalars (so canonically equivalent strings still differ).
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    func write(into writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case .bool(let value): writer.bool(value)
        case .integer(let value): writer.integer(value)
        case .double(let value): writer.number(value)
        case .string(let value): writer.string(value)
        case .array(let elements):
            writer.beginArray()
            for element in elements { element.write(into: &writer) }
            writer.endArray()
        case .object(let members):
            writer.beginObject()
            for (key, value) in members {
                writer.key(key)
                value.write(into: &writer)
            }
            writer.endObject()
        }
    }

    /// Reads what `JSONSerialization` returns. Numbers become `.double` unless they hold an integer outside
    /// Double's exact range, so the comparison below treats `3` and `3.0` alike.
    init(foundation value: Any) {
        switch value {
        case is NSNull: self = .null
        case let string as String: self = .string(string)
        case let array as [Any]: self = .array(array.map(JSONValue.init(foundation:)))
        case let dictionary as [String: Any]:
            self = .object(
                dictionary.map { ($0.key, JSONValue(foundation: $0.value)) }.sorted {
                    $0.0.unicodeScalars.lexicographicallyPrecedes($1.0.unicodeScalars)
                })
        case let number as NSNumber:
            let type = String(cString: number.objCType)
            if type == "c" || type == "B" { self = .bool(number.boolValue); return }
            if type == "q" || type == "l" || type == "i" || type == "Q" {
                self = .integer(number.intValue)
            } else {
                self = .double(number.doubleValue)
            }
        default: self = .string("<unexpected \(type(of: value))>")
        }
    }

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs.normalized, rhs.normalized) {
        case (.null, .null): return true
        case let (.bool(l), .bool(r)): return l == r
        case let (.integer(l), .integer(r)): return l == r
        case let (.double(l), .double(r)): return l.bitPattern == r.bitPattern
        // `4.453225810008095e+18` (a Double's shortest form) decodes as the exact integer the text spells.
        case let (.integer(i), .double(d)), let (.double(d), .integer(i)): return Double(i) == d && d.magnitude >= 0x1p53
        case let (.string(l), .string(r)): return Array(l.unicodeScalars) == Array(r.unicodeScalars)
        case let (.array(l), .array(r)): return l == r
        case let (.object(l), .object(r)):
            return l.count == r.count && zip(l, r).allSatisfy { Array($0.0.unicodeScalars) == Array($1.0.unicodeScalars) && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The same tree with every number replaced by `null`: Linux `JSONSerialization` parses long numbers
    /// imprecisely, so its round trip checks strings and structure while `JSONDecoder` checks numbers exactly.
    var numbersErased: JSONValue {
        switch self {
        case .integer, .double: return .null
        case .array(let elements): return .array(elements.map(\.numbersErased))
        case .object(let members): return .object(members.map { ($0.0, $0.1.numbersErased) })
        default: return self
        }
    }

    /// Integral doubles and integers that Double holds exactly compare as doubles; objects compare sorted by key.
    private var normalized: JSONValue {
        switch self {
        case .integer(let value) where Double(exactly: value) != nil: return .double(Double(value))
        case .object(let members): return .object(members.sorted { $0.0.unicodeScalars.lexicographicallyPrecedes($1.0.unicodeScalars) })
        default: return self
        }
    }
}

extension JSONValue: Decodable {
    /// Reads a value with `JSONDecoder`, which parses numbers exactly: integers as `Int` when they fit, else `Double`.
    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: AnyKey.self) {
            self = .object(try container.allKeys.map { ($0.stringValue, try container.decode(JSONValue.self, forKey: $0)) })
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !container.isAtEnd { elements.append(try container.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let bool = try? single.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? single.decode(Int.self), integer != 0 || (try? single.decode(Double.self))?.sign != .minus {
            self = .integer(integer)
        } else if let double = try? single.decode(Double.self) {
            self = .double(double)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// Random JSON values that stress the writer: control characters, quotes, emoji, every scalar range, extreme numbers.
enum RandomJSON {
    static func value(depth: Int, using random: inout SplitMix64) -> JSONValue {
        let choice = Int.random(in: 0..<(depth < 4 ? 8 : 6), using: &random)
        switch choice {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .integer(integer(using: &random))
        case 3: return .double(double(using: &random))
        case 4, 5: return .string(string(using: &random))
        case 6: return .array((0..<Int.random(in: 0...5, using: &random)).map { _ in value(depth: depth + 1, using: &random) })
        default:
            var members: [(String, JSONValue)] = []
            var seen = Set<String>()  // String equality: decoders merge canonically equivalent keys
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                let key = string(using: &random)
                guard seen.insert(key).inserted else { continue }
                members.append((key, value(depth: depth + 1, using: &random)))
            }
            return .object(members)
        }
    }

    static func integer(using random: inout SplitMix64) -> Int {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return [Int.min, Int.max, 0, -1, Int.min + 1, Int.max - 1].randomElement(using: &random)!
        case 1: return Int.random(in: -1000...1000, using: &random)
        default: return Int(bitPattern: UInt(random.next()))
        }
    }

    static func double(using random: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            return [0, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.leastNormalMagnitude, 1e15, -1e300].randomElement(using: &random)!
        case 1: return Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 100
        case 2: return Double.random(in: -1...1, using: &random)
        default:
            // Any finite bit pattern: subnormals, huge and tiny magnitudes.
            var candidate = Double(bitPattern: random.next())
            while !candidate.isFinite { candidate = Double(bitPattern: random.next()) }
            return candidate
        }
    }

    /// Scalars drawn from every range: ASCII controls, quote and backslash, Latin, BMP, private use, astral (emoji).
    static func string(using random: inout SplitMix64) -> String {
        let ranges: [ClosedRange<UInt32>] = [
            0x00...0x1F, 0x20...0x7F, 0x22...0x22, 0x5C...0x5C, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF,
            0x1_0000...0x10_FFFF, 0x1_F600...0x1_F64F, 0x2028...0x2029,
        ]
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            let range = ranges.randomElement(using: &random)!
            text.append(Unicode.Scalar(UInt32.random(in: range, using: &random))!)
        }
        return String(text)
    }
}
