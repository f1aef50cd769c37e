import TrackPlanModel

/// A `SourceLocation` packed in 16 bytes without a reference: the file by its number in `SourceFileNames`. Every
/// node and member key of a parsed file carries one, and the checks copy nodes often.
struct NodePosition: Sendable, Hashable {
    var file: UInt32
    var line: UInt32
    var column: UInt32
    /// The column in code points, or 0 when it equals `column`.
    var codePointColumn: UInt32

    init(file: UInt32, line: Int, column: Int, codePointColumn: Int?) {
        self.file = file
        self.line = UInt32(truncatingIfNeeded: line)
        self.column = UInt32(truncatingIfNeeded: column)
        self.codePointColumn = codePointColumn.map { UInt32(truncatingIfNeeded: $0) } ?? 0
    }

    init(_ location: SourceLocation) {
        self.init(
            file: SourceFileNames.number(of: location.file), line: location.line, column: location.column,
            codePointColumn: location.codePointColumn)
    }

    var location: SourceLocation {
        SourceLocation(
            file: SourceFileNames.name(file), line: Int(line), column: Int(column),
            codePointColumn: codePointColumn == 0 ? nil : Int(codePointColumn))
    }
}
