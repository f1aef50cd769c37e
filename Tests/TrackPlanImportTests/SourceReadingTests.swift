import Testing
import TrackPlanImport

/// Bad sources give an error with a place, never a crash; YAML scalars get YAML's types.
@Suite struct SourceReadingTests {
    @Test func malformedSegmentJSONNamesTheFileLineAndColumn() {
        #expect {
            try SegmentImporter.importPlan(Array("{\"rules\": [}".utf8), fileName: "export.json")
        } throws: { error in
            "\(error)".hasPrefix("export.json:1:")
        }
    }

    @Test func aJSONFileThatIsNoSegmentExportIsRefused() {
        #expect(throws: ImportError.self) { try SegmentImporter.importPlan(Array("{\"events\": []}".utf8), fileName: "x.json") }
    }

    @Test func yamlPlainScalarsAreTypedAndQuotedOnesStayStrings() throws {
        let yaml = try PlanJSON.parse(yaml: "a: 200\nb: \"200\"\nc: true\nd: ~\ne: 1.5\nf: GET\n", path: "x.yaml")
        #expect(
            yaml
                == .object([
                    .init("a", .integer(200)), .init("b", .string("200")), .init("c", .bool(true)), .init("d", .null), .init("e", .number(1.5)),
                    .init("f", .string("GET")),
                ]))
    }

    @Test func yamlErrorsNameTheFile() {
        #expect { try PlanJSON.parse(yaml: "a: [1, 2\n", path: "x.yaml") } throws: { "\($0)".hasPrefix("x.yaml") }
        #expect { try PlanJSON.parse(yaml: "a: 1\na: 2\n", path: "x.yaml") } throws: { "\($0)".hasPrefix("x.yaml") && "\($0)".contains("'a'") }
    }

    @Test func yamlAliasesAreResolved() throws {
        #expect(try PlanJSON.parse(yaml: "a: &x 1\nb: *x\n", path: "x.yaml")["b"] == .integer(1))
    }

    @Test func aRudderStackFolderWithoutEventsIsRefused() {
        #expect(throws: ImportError.self) { try RudderStackImporter.importPlan([("p.yaml", Array("version: rudder/v0.1\nkind: properties\n".utf8))]) }
    }
}
