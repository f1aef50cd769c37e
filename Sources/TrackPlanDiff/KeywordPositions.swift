import TrackPlanModel

/// Where each keyword of a node is written on one side of a diff: the keywords written at a property (beside its key
/// or its `$ref`) in front of those of its schema, looked up in that order. Kept as two tables rather than merged
/// into one per property: only a reported change asks for a position.
struct KeywordPositions {
    private var written: KeywordLocations
    private var inherited: KeywordLocations

    init(_ written: KeywordLocations = [:], over inherited: KeywordLocations = [:]) {
        self.written = written
        self.inherited = inherited
    }

    subscript(keyword: String) -> SourceLocation? { written[keyword] ?? inherited[keyword] }
}
