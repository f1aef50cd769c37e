/// How plan names become Swift identifiers. Shared by the checker (which reports collisions) and the generator
/// (which emits the names), so both always agree.
public enum SwiftNames {
    /// `Order Completed`, `order_completed`, `order-completed` → `OrderCompleted`. Digits first get a `_` prefix.
    /// A name that is reserved where types are declared (`Type`, `Self`, `Swift`, `Regex`, …) gets `suffix`, so
    /// `Regex` becomes `RegexEvent` for an event and `RegexValue` for a nested type. Empty only for an empty key.
    public static func typeName(_ raw: String, reservedSuffix suffix: String = "Value") -> String {
        var name = ASCIIIdentifier.spell(raw, leadingWord: .capitalized) ?? unicodeSpelling(raw, leadingWord: .capitalized)
        if let first = name.unicodeScalars.first, first.properties.numericType != nil { name = "_" + name }
        return reservedTypeNames.contains(name) ? name + suffix : name
    }

    /// `Order Completed`, `order_id`, `orderID` → `orderCompleted`, `orderId`, `orderID`. Empty only for an empty key.
    public static func memberName(_ raw: String) -> String {
        var name = ASCIIIdentifier.spell(raw, leadingWord: .lowercased) ?? unicodeSpelling(raw, leadingWord: .lowercased)
        if let firstScalar = name.unicodeScalars.first, firstScalar.properties.numericType != nil { name = "_" + name }
        return name
    }

    /// The spelling from `words`, for any key (`ASCIIIdentifier` spells ASCII keys the same way, faster).
    static func unicodeSpelling(_ raw: String, leadingWord: ASCIIIdentifier.LeadingWord) -> String {
        let words = self.words(raw)
        guard let first = words.first else { return "" }
        let head = leadingWord == .lowercased ? lowercaseLeadingWord(first) : capitalizeFirst(first)
        return head + words.dropFirst().map { capitalizeFirst($0) }.joined()
    }

    /// Type names generated code cannot declare: keywords that name types (`Type`, `Self`, `Protocol`, `Any`) and
    /// the module and type names it spells unqualified or uses to qualify (`Swift.String`, `TrackPlan.JSONWriter`,
    /// `Regex<AnyRegexOutput>`), which a generated type of that name would shadow.
    public static let reservedTypeNames: Set<String> = [
        "Type", "Self", "Protocol", "Any", "Swift", "Foundation", "FoundationEssentials", "FoundationNetworking",
        "TrackPlan", "Regex", "AnyRegexOutput", "_Concurrency", "_StringProcessing",
    ]

    /// The type name a declaration gets: its `x-swift-name` exactly as written, else one derived from its plan name.
    /// The generator and the differ both call this, so a changed override is seen as the change it makes.
    public static func typeName(_ raw: String, override: String?) -> String { override ?? typeName(raw) }

    /// The member name a declaration gets: its `x-swift-name` exactly as written, else one derived from its plan name.
    public static func memberName(_ raw: String, override: String?) -> String { override ?? memberName(raw) }

    /// The identifier as it must be written in source: keywords wrapped in backticks.
    public static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Swift keywords (and names that are keywords in some positions) that need backticks as identifiers.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol", "consume", "copy", "discard", "borrowing", "consuming", "some", "any", "async",
    ]

    /// Splits on anything that is not a letter or digit, and on lower→upper case changes (`orderID` → `order`, `ID`).
    /// A key with no letter or digit at all (`🎉`, `$`) is spelt by its characters' Unicode names (`party popper`,
    /// `dollar sign`), so every non-empty key has a stable, readable name.
    static func words(_ raw: String) -> [String] {
        let words = letterWords(raw)
        guard words.isEmpty else { return words }
        var names: [String] = []
        for scalar in raw.unicodeScalars {
            let properties = scalar.properties
            guard !properties.isWhitespace, !properties.isVariationSelector, !properties.isJoinControl,
                !properties.isDefaultIgnorableCodePoint
            else { continue }
            // `---` is `hyphen minus`, not three of them.
            if let name = (properties.name ?? properties.nameAlias)?.lowercased(), name != names.last { names.append(name) }
        }
        return letterWords(names.joined(separator: " "))
    }

    private static func letterWords(_ raw: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for scalar in raw.unicodeScalars {
            let kind = CharacterKind(scalar)
            guard kind.isWordCharacter else {
                if !current.isEmpty { words.append(current); current = "" }
                previousWasLower = false
                continue
            }
            if kind.isUppercase, previousWasLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.unicodeScalars.append(scalar)
            previousWasLower = kind.isLowercase || kind.isDigit
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func capitalizeFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `ID` → `id`, `URL` → `url`, `Order` → `order`, `iOS` → `iOS`.
    private static func lowercaseLeadingWord(_ word: String) -> String {
        if word.allSatisfy({ !$0.isLetter || $0.isUppercase }) { return word.lowercased() }
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    /// The Unicode properties `words` needs; ASCII answered directly (names are nearly always ASCII, and the
    /// Unicode property tables are slow enough to show up when checking thousands of names).
    private struct CharacterKind {
        var isWordCharacter: Bool
        var isUppercase: Bool
        var isLowercase: Bool
        var isDigit: Bool

        init(_ scalar: Unicode.Scalar) {
            if scalar.isASCII {
                let value = scalar.value
                isUppercase = (0x41...0x5A).contains(value)
                isLowercase = (0x61...0x7A).contains(value)
                isDigit = (0x30...0x39).contains(value)
                isWordCharacter = isUppercase || isLowercase || isDigit
            } else {
                let properties = scalar.properties
                isDigit = properties.numericType != nil
                isWordCharacter = (properties.isAlphabetic || isDigit) && properties.isXIDContinue
                isUppercase = properties.isUppercase
                isLowercase = properties.isLowercase
            }
        }
    }
}
