/// An RFC 6901 JSON Pointer naming a node inside one plan file, e.g. `/events/Order Completed/properties/total`.
///
/// Stored as a chain of segments that share their parents, so `appending` costs one small allocation however deep
/// the node is: the parser gives every node of every plan file a pointer.
public struct JSONPointer: Sendable, Hashable, Comparable, CustomStringConvertible {
    private final class Segment: Sendable {
        let parent: Segment?
        let token: String
        let depth: Int

        init(parent: Segment?, token: String) {
            self.parent = parent
            self.token = token
            self.depth = (parent?.depth ?? 0) + 1
        }
    }

    private var last: Segment?

    /// Unescaped reference tokens, outermost first.
    public var tokens: [String] {
        get {
            guard let last else { return [] }
            var result = [String](repeating: "", count: last.depth)
            var segment: Segment? = last
            while let current = segment {
                result[current.depth - 1] = current.token
                segment = current.parent
            }
            return result
        }
        set { self = JSONPointer(tokens: newValue) }
    }

    public init(tokens: [String] = []) {
        last = tokens.reduce(nil) { Segment(parent: $0, token: $1) }
    }

    private init(last: Segment?) { self.last = last }

    /// Parses the textual form (`/a/b~1c`). Returns nil when the text does not start with `/` and is not empty.
    public init?(parsing text: Substring) {
        if text.isEmpty { self.init(); return }
        guard text.first == "/" else { return nil }
        self.init(
            tokens: text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
                $0.contains("~") ? String($0).replacing("~1", with: "/").replacing("~0", with: "~") : String($0)
            })
    }

    public static let root = JSONPointer()

    public func appending(_ token: String) -> JSONPointer { JSONPointer(last: Segment(parent: last, token: token)) }
    public func appending(_ index: Int) -> JSONPointer { appending(String(index)) }

    public var description: String {
        var text = ""
        for token in tokens {
            text += "/"
            text += token.contains(where: { $0 == "~" || $0 == "/" }) ? token.replacing("~", with: "~0").replacing("/", with: "~1") : token
        }
        return text
    }

    public static func == (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        var left = lhs.last
        var right = rhs.last
        while let l = left, let r = right {
            if l === r { return true }
            guard l.depth == r.depth, l.token == r.token else { return false }
            left = l.parent
            right = r.parent
        }
        return left == nil && right == nil
    }

    /// The tokens from the last to the first, then the depth: what `==` compares, without building the token list.
    public func hash(into hasher: inout Hasher) {
        var segment = last
        while let current = segment {
            hasher.combine(current.token)
            segment = current.parent
        }
        hasher.combine(last?.depth ?? 0)
    }

    public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool { lhs.description < rhs.description }
}
