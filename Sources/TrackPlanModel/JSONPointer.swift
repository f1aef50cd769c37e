/// An RFC 6901 JSON Pointer naming a node inside one plan file, e.g. `/events/Order Completed/properties/total`.
///
/// Stored as a chain of segments that share their parents, plus the last token held inline: `appending` allocates
/// only to fold the previous last token into a segment, so the pointers of a node's children, made from the node's
/// `sharingParent()`, allocate nothing (the parser gives every node of every plan file a pointer; most are leaves).
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

    /// The pointer up to the last token (all of it when `leaf` is nil).
    private var segments: Segment?
    /// The last token, when it is not in `segments`.
    private var leaf: String?

    private var depth: Int { (segments?.depth ?? 0) + (leaf == nil ? 0 : 1) }

    /// Unescaped reference tokens, outermost first.
    public var tokens: [String] {
        get {
            var result = [String](repeating: "", count: depth)
            var index = result.count
            forEachToken { token in
                index -= 1
                result[index] = token
            }
            return result
        }
        set { self = JSONPointer(tokens: newValue) }
    }

    public init(tokens: [String] = []) {
        segments = tokens.reduce(nil) { Segment(parent: $0, token: $1) }
    }

    private init(segments: Segment?, leaf: String?) {
        self.segments = segments
        self.leaf = leaf
    }

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

    public func appending(_ token: String) -> JSONPointer { JSONPointer(segments: sharingParent().segments, leaf: token) }
    public func appending(_ index: Int) -> JSONPointer { appending(String(index)) }

    /// The same pointer with every token in shared segments: appending to it allocates nothing, so a parent with
    /// many children is folded once rather than once per child.
    public func sharingParent() -> JSONPointer {
        guard let leaf else { return self }
        return JSONPointer(segments: Segment(parent: segments, token: leaf), leaf: nil)
    }

    /// Calls `body` with each token from the last to the first.
    private func forEachToken(_ body: (String) -> Void) {
        if let leaf { body(leaf) }
        var segment = segments
        while let current = segment {
            body(current.token)
            segment = current.parent
        }
    }

    public var description: String {
        var text = ""
        for token in tokens {
            text += "/"
            text += token.contains(where: { $0 == "~" || $0 == "/" }) ? token.replacing("~", with: "~0").replacing("/", with: "~1") : token
        }
        return text
    }

    public static func == (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        guard lhs.depth == rhs.depth else { return false }
        var left = lhs.segments
        var right = rhs.segments
        // Line up the two chains token by token, whichever holds its last token inline.
        switch (lhs.leaf, rhs.leaf) {
        case (nil, nil): break
        case (let l?, let r?):
            guard l == r else { return false }
        case (let l?, nil):
            guard let r = right, l == r.token else { return false }
            right = r.parent
        case (nil, let r?):
            guard let l = left, l.token == r else { return false }
            left = l.parent
        }
        while let l = left, let r = right {
            if l === r { return true }
            guard l.token == r.token else { return false }
            left = l.parent
            right = r.parent
        }
        return left == nil && right == nil
    }

    /// The tokens from the last to the first, then the depth: what `==` compares, without building the token list.
    public func hash(into hasher: inout Hasher) {
        forEachToken { hasher.combine($0) }
        hasher.combine(depth)
    }

    public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool { lhs.description < rhs.description }
}
