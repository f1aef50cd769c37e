/// A position in a plan file, as people count it: 1-based line and column (column counts bytes).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as the user should see it (relative to the working directory when possible).
    public var file: String
    public var line: Int
    public var column: Int
    /// The column counted in Unicode code points (what SARIF's `unicodeCodePoints` column kind means); nil when
    /// it equals `column`, i.e. the line is ASCII up to here. Not part of equality: it is derived from the same place.
    public var codePointColumn: Int?

    public init(file: String, line: Int, column: Int, codePointColumn: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.codePointColumn = codePointColumn == column ? nil : codePointColumn
    }

    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.file == rhs.file && lhs.line == rhs.line && lhs.column == rhs.column
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(line)
        hasher.combine(column)
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
