/// Reads the `SimplePattern` shape from a pattern's code points; every method returns `nil` on anything outside it.
struct SimplePatternReader {
    var scalars: ArraySlice<Unicode.Scalar>

    /// A class: its ranges and whether it is negated.
    typealias CharacterClass = (ranges: [ClosedRange<UInt32>], negated: Bool)

    static let syntaxCharacters: Set<Unicode.Scalar> = ["^", "$", "\\", ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "/", "-"]

    mutating func pattern() -> SimplePattern? {
        let anchoredStart = take("^")
        var steps: [SimplePattern.Step] = []
        var anchoredEnd = false
        while let next = scalars.first {
            if next == "$" {
                scalars.removeFirst()
                guard scalars.isEmpty else { return nil }
                anchoredEnd = true
                break
            }
            guard let atom = atom() else { return nil }
            guard let bounds = quantifier() else { return nil }
            steps.append(
                SimplePattern.Step(ranges: SimplePattern.normalized(atom.ranges), negated: atom.negated, min: bounds.0, max: bounds.1))
        }
        return SimplePattern(anchoredStart: anchoredStart, anchoredEnd: anchoredEnd, steps: steps)
    }

    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard scalars.first == scalar else { return false }
        scalars.removeFirst()
        return true
    }

    private mutating func atom() -> CharacterClass? {
        guard let scalar = scalars.popFirst() else { return nil }
        switch scalar {
        case ".": return (SimplePattern.lineTerminators, true)
        case "[": return characterClass()
        case "\\": return escape(inClass: false)
        case "^", "$", "*", "+", "?", "(", ")", "]", "{", "}", "|": return nil
        default: return ([scalar.value...scalar.value], false)
        }
    }

    /// `min` and `max` of the quantifier that follows (1...1 when none); `nil` for a malformed one.
    private mutating func quantifier() -> (Int, Int?)? {
        var bounds: (Int, Int?)
        switch scalars.first {
        case "*": bounds = (0, nil)
        case "+": bounds = (1, nil)
        case "?": bounds = (0, 1)
        case "{":
            scalars.removeFirst()
            guard let min = number() else { return nil }
            var max: Int? = min
            if take(",") { max = scalars.first == "}" ? nil : number() ?? -1 }
            guard take("}"), max.map({ $0 >= min }) ?? true else { return nil }
            _ = take("?")  // lazy: whether a match exists does not depend on it
            return (min, max)
        default: return (1, 1)
        }
        scalars.removeFirst()
        _ = take("?")
        return bounds
    }

    private mutating func number() -> Int? {
        let digits = scalars.prefix { ("0"..."9").contains($0) }
        guard !digits.isEmpty, digits.count <= 4 else { return nil }
        scalars.removeFirst(digits.count)
        return Int(String(String.UnicodeScalarView(digits)))
    }

    private mutating func characterClass() -> CharacterClass? {
        let negated = take("^")
        guard scalars.first != "]" else { return nil }  // `[]` and `[^]`: left to the Regex
        var ranges: [ClosedRange<UInt32>] = []
        while let scalar = scalars.popFirst() {
            if scalar == "]" { return (ranges, negated) }
            guard let lower = classAtom(scalar) else { return nil }
            if scalars.first == "-", scalars.dropFirst().first.map({ $0 != "]" }) ?? false {
                scalars.removeFirst()
                guard let upperScalar = scalars.popFirst(), let upper = classAtom(upperScalar),
                    let low = single(lower), let high = single(upper), low <= high
                else { return nil }
                ranges.append(low...high)
            } else {
                ranges += lower
            }
        }
        return nil
    }

    private mutating func classAtom(_ scalar: Unicode.Scalar) -> [ClosedRange<UInt32>]? {
        guard scalar == "\\" else { return [scalar.value...scalar.value] }
        guard let escaped = escape(inClass: true), !escaped.negated else { return nil }
        return escaped.ranges
    }

    private func single(_ ranges: [ClosedRange<UInt32>]) -> UInt32? {
        guard ranges.count == 1, ranges[0].lowerBound == ranges[0].upperBound else { return nil }
        return ranges[0].lowerBound
    }

    private mutating func escape(inClass: Bool) -> CharacterClass? {
        guard let escaped = scalars.popFirst() else { return nil }
        func code(_ value: UInt32) -> CharacterClass { ([value...value], false) }
        switch escaped {
        case "d": return (SimplePattern.digit, false)
        case "D": return (SimplePattern.digit, true)
        case "w": return (SimplePattern.word, false)
        case "W": return (SimplePattern.word, true)
        case "s": return (SimplePattern.whiteSpace, false)
        case "S": return (SimplePattern.whiteSpace, true)
        case "t": return code(0x9)
        case "n": return code(0xA)
        case "v": return code(0xB)
        case "f": return code(0xC)
        case "r": return code(0xD)
        case "b" where inClass: return code(0x8)
        case "0" where !(scalars.first.map { ("0"..."9").contains($0) } ?? false): return code(0)
        case "x": return hex(count: 2).map(code)
        case "u": return try? code(ECMAUnicodeEscape.read(&scalars).get().value)
        default:
            return Self.syntaxCharacters.contains(escaped) ? code(escaped.value) : nil
        }
    }

    private mutating func hex(count: Int) -> UInt32? {
        let digits = scalars.prefix(count)
        guard digits.count == count, digits.allSatisfy({ $0.properties.isASCIIHexDigit }) else { return nil }
        scalars.removeFirst(count)
        return UInt32(String(String.UnicodeScalarView(digits)), radix: 16)
    }
}
