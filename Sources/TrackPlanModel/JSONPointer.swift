/// An RFC 6901 JSON Pointer naming a node inside one plan file, e.g. `/events/Order Completed/properties/total`.
public struct JSONPointer: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Unescaped reference tokens, outermost first.
    public var tokens: [String]

    public init(tokens: [String] = []) { self.tokens = tokens }

    /// Parses the textual form (`/a/b~1c`). Returns nil when the text does not start with `/` and is not empty.
    public init?(parsing text: Substring) {
        if text.isEmpty { self.tokens = []; return }
        guard text.first == "/" else { return nil }
        self.tokens = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.contains("~") ? String($0).replacing("~1", with: "/").replacing("~0", with: "~") : String($0)
        }
    }

    public static let root = JSONPointer()

    public func appending(_ token: String) -> JSONPointer { JSONPointer(tokens: tokens + [token]) }
    public func appending(_ index: Int) -> JSONPointer { appending(String(index)) }

    public var description: String {
        var text = ""
        for token in tokens {
            text += "/"
            text += token.contains(where: { $0 == "~" || $0 == "/" }) ? token.replacing("~", with: "~0").replacing("/", with: "~1") : token
        }
        return text
    }

    public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool { lhs.description < rhs.description }
}
