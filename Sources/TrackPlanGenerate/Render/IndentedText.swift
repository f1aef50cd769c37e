/// Lines with the current indentation, appended to one growing string (ending in a newline).
struct IndentedText {
    private(set) var text = ""
    private var depth = 0 {
        // Kept beside the depth: looking it up per line (a static array's addressor, subscript, retain and release)
        // cost more than the append in a debug build.
        didSet { indentation = depth < Self.indents.count ? Self.indents[depth] : String(repeating: "    ", count: depth) }
    }
    private var indentation = ""
    private static let indents = (0..<16).map { String(repeating: "    ", count: $0) }

    init(capacity: Int = 1 << 16) { text.reserveCapacity(capacity) }

    mutating func line(_ content: String) {
        indent()
        text += content
        text += "\n"
    }

    /// A line of `prefix` and `content`, without building their concatenation first.
    mutating func line(_ prefix: String, _ content: String) {
        indent()
        text += prefix
        text += content
        text += "\n"
    }

    private mutating func indent() {
        if depth == 0 { return }
        text += indentation
    }

    mutating func blank() { text += "\n" }

    mutating func indented(_ body: (inout IndentedText) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// `opening` + items joined by `, ` + `closing` on one line when it fits in `Self.width` columns, else one
    /// item per line, indented, with `closing` on its own line.
    mutating func wrappedList(opening: String, items: [String], closing: String) {
        guard items.count > 1, Self.columns(depth: depth, opening: opening, items: items, closing: closing) > Self.width else {
            line(opening + items.joined(separator: ", ") + closing)
            return
        }
        line(opening)
        depth += 1
        var index = 0
        while index < items.count - 1 {
            line(items[index], ",")
            index += 1
        }
        line(items[index])
        depth -= 1
        line(closing)
    }

    static let width = 120

    /// Whether `content` fits on a line at the current depth by its bytes, which bound its columns from above (false
    /// may still fit: `wrappedList` counts the characters).
    func fits(_ content: String) -> Bool { depth * 4 + content.utf8.count <= Self.width }

    /// The columns of `opening` + items joined by `, ` + `closing` at `depth`. Bytes bound characters from above,
    /// so a list whose bytes fit needs no character count.
    private static func columns(depth: Int, opening: String, items: [String], closing: String) -> Int {
        var bytes = depth * 4 + opening.utf8.count + closing.utf8.count + 2 * (items.count - 1)
        var index = 0
        while index < items.count {
            bytes += items[index].utf8.count
            index += 1
        }
        guard bytes > width else { return bytes }
        var columns = depth * 4 + UTF8Scan.columns(opening) + UTF8Scan.columns(closing) + 2 * (items.count - 1)
        index = 0
        while index < items.count {
            columns += UTF8Scan.columns(items[index])
            index += 1
        }
        return columns
    }
}
