import TestSupport
import Testing

@Suite struct SnapshotTests {
    @Test func lineDiffMarksOnlyTheLinesThatDiffer() {
        let diff = Snapshot.lineDiff(expected: "a\nb\nc", actual: "a\nB\nc\nd")
        #expect(diff == "- b\n+ B\n+ d")
    }
}
