import Testing
import TrackPlanModel

/// `KeywordLocations` is a short list; it must behave as the table it replaces.
@Suite struct KeywordLocationsTests {
    let type = SourceLocation(file: "a.json", line: 2, column: 5)
    let maximum = SourceLocation(file: "a.json", line: 3, column: 5)

    @Test func looksUpKeywordsAndKeepsTheFirstOfARepeat() {
        var locations = KeywordLocations()
        locations.add("type", at: type)
        locations.add("maximum", at: maximum)
        locations.add("type", at: maximum)
        #expect(locations["type"] == type && locations["maximum"] == maximum && locations["minimum"] == nil)
        #expect(locations.count == 2 && !locations.isEmpty && KeywordLocations().isEmpty)
    }

    @Test func comparesAndHashesWhateverTheOrder() {
        let forward: KeywordLocations = ["type": type, "maximum": maximum]
        let backward: KeywordLocations = ["maximum": maximum, "type": type]
        #expect(forward == backward && forward.hashValue == backward.hashValue)
        #expect(Set([forward, backward]).count == 1)
        #expect(forward != ["type": type] && forward != ["type": type, "maximum": type])
        #expect(["type": type] != ["maximum": type] as KeywordLocations)
    }
}
