/// A naming convention for event or property keys (`lint.eventNaming`, `lint.propertyNaming`).
public enum NamingConvention: String, Sendable, Hashable, CaseIterable {
    case titleCase = "Title Case"
    case snakeCase = "snake_case"
    case camelCase = "camelCase"
    case pascalCase = "PascalCase"
    case any

    /// Whether `name` follows the convention. ASCII letters and digits only, so that the rule is predictable.
    public func accepts(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first else { return self == .any }
        func isLower(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) }
        func isUpper(_ s: Unicode.Scalar) -> Bool { ("A"..."Z").contains(s) }
        func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
        func isAlphanumeric(_ s: Unicode.Scalar) -> Bool { isLower(s) || isUpper(s) || isDigit(s) }
        switch self {
        case .any:
            return true
        case .titleCase:
            let words = name.split(separator: " ", omittingEmptySubsequences: false)
            return words.allSatisfy { word in
                guard let head = word.unicodeScalars.first else { return false }
                return (isUpper(head) || isDigit(head)) && word.unicodeScalars.allSatisfy(isAlphanumeric)
            }
        case .snakeCase:
            let words = name.split(separator: "_", omittingEmptySubsequences: false)
            return isLower(first)
                && words.allSatisfy { word in
                    !word.isEmpty && word.unicodeScalars.allSatisfy { isLower($0) || isDigit($0) }
                }
        case .camelCase:
            return isLower(first) && scalars.allSatisfy(isAlphanumeric)
        case .pascalCase:
            return isUpper(first) && scalars.allSatisfy(isAlphanumeric)
        }
    }

    /// An event name in this convention, for messages.
    public var eventExample: String { spell(["Order", "Completed"]) }

    /// A property name in this convention, for messages.
    public var propertyExample: String { spell(["Order", "Id"]) }

    private func spell(_ words: [String]) -> String {
        switch self {
        case .titleCase, .any: return words.joined(separator: " ")
        case .snakeCase: return words.map { $0.lowercased() }.joined(separator: "_")
        case .camelCase: return words[0].lowercased() + words.dropFirst().joined()
        case .pascalCase: return words.joined()
        }
    }
}
