/// The code point of an ECMA-262 Unicode-mode `\u` escape in a `pattern`, shared by `ECMAPattern` (the `Regex`
/// rewrite) and `SimplePatternReader` (the `PatternProgram` tables) so both read the same code point.
///
/// - `\u{1F600}`: any number of hex digits, at most U+10FFFF.
/// - `\uXXXX`: four hex digits. A high surrogate escape directly followed by a low surrogate escape (`\uD83D\uDE00`)
///   is ONE code point (U+1F600), outside and inside classes; `\u{D83D}\u{DE00}` is not a pair.
/// - A surrogate left alone (`\uD83D` not followed by a low one, a lone `\uDE00`, `\u{D800}`) is refused. ECMA-262
///   gives it a meaning: it matches only an unpaired UTF-16 half, which a well-formed string never contains. A Swift
///   `String` is always well formed, so the escape could only ever mean "matches nothing" here (or "everything" in a
///   negated class), while the same plan read by a JavaScript validator would match JSON strings carrying that half.
///   It is nearly always a pattern written for UTF-16 mode (`[\uD800-\uDBFF][\uDC00-\uDFFF]` for "any astral
///   character", which matches nothing in Unicode mode), so lint rejects it and says what to write instead.
enum ECMAUnicodeEscape {
    static let highSurrogates: ClosedRange<UInt32> = 0xD800...0xDBFF
    static let lowSurrogates: ClosedRange<UInt32> = 0xDC00...0xDFFF

    /// Reads the escape that follows `\u` from `rest` (which it consumes), returning its code point.
    static func read(_ rest: inout ArraySlice<Unicode.Scalar>) -> Result<Unicode.Scalar, ECMAPattern.Unsupported> {
        if rest.first == "{" {
            let digits = rest.dropFirst().prefix { $0 != "}" }
            let significant = digits.drop { $0 == "0" }
            guard rest.dropFirst(digits.count + 1).first == "}", !digits.isEmpty, digits.allSatisfy(\.properties.isASCIIHexDigit),
                significant.count <= 6, let value = significant.isEmpty ? 0 : number(significant), value <= 0x10FFFF
            else { return .failure(ECMAPattern.Unsupported(description: "'\\u{' must hold the hex digits of a code point up to 10FFFF and a '}'")) }
            rest.removeFirst(digits.count + 2)
            return scalar(value, written: "\\u{\(String(String.UnicodeScalarView(digits)))}")
        }
        let written = "\\u" + String(String.UnicodeScalarView(rest.prefix(4)))
        guard let value = fourHexDigits(&rest) else {
            return .failure(ECMAPattern.Unsupported(description: "'\\u' must be followed by four hex digits or {…}"))
        }
        if highSurrogates.contains(value), rest.first == "\\", rest.dropFirst().first == "u" {
            var after = rest.dropFirst(2)
            if let low = fourHexDigits(&after), lowSurrogates.contains(low) {
                rest = after
                return .success(Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00))!)
            }
        }
        return scalar(value, written: written)
    }

    private static func scalar(_ value: UInt32, written: String) -> Result<Unicode.Scalar, ECMAPattern.Unsupported> {
        if let scalar = Unicode.Scalar(value) { return .success(scalar) }
        let half =
            highSurrogates.contains(value) ? "a high surrogate not followed by a low surrogate escape" : "a low surrogate with no high one before it"
        return .failure(
            ECMAPattern.Unsupported(
                description:
                    "'\(written)' is \(half); in Unicode mode it stands for an unpaired UTF-16 half, which a Swift String never holds (a pattern written for UTF-16 mode?); write the whole code point as \\u{…} (\\u{1F600}) or as a pair of escapes (\\uD83D\\uDE00)"
            ))
    }

    private static func fourHexDigits(_ rest: inout ArraySlice<Unicode.Scalar>) -> UInt32? {
        let digits = rest.prefix(4)
        guard digits.count == 4, digits.allSatisfy(\.properties.isASCIIHexDigit), let value = number(digits) else { return nil }
        rest.removeFirst(4)
        return value
    }

    private static func number(_ digits: ArraySlice<Unicode.Scalar>) -> UInt32? {
        UInt32(String(String.UnicodeScalarView(digits)), radix: 16)
    }

    /// `scalar` as a Swift `Regex` escape, `\u{1F600}`.
    static func swiftEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
