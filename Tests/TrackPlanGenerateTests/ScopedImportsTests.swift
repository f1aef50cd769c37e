import Testing
import TrackPlanModel

@testable import TrackPlanGenerate

/// Generated files import only the Foundation types they name.
@Suite struct ScopedImportsTests {
    @Test func eachNamedTypeIsImportedOnceInOrder() {
        let text = "let a: Foundation.UUID\nlet b: [Foundation.Date]\nlet c: Foundation.Date?\n"
        #expect(ScopedImports.lines(module: "Foundation", in: text) == ["import struct Foundation.Date", "import struct Foundation.UUID"])
    }

    @Test func noNameNoImport() {
        #expect(ScopedImports.lines(module: "Foundation", in: "let a: Swift.String\n").isEmpty)
    }

    @Test func anUnknownNameImportsTheWholeModule() {
        #expect(ScopedImports.lines(module: "Foundation", in: "let a: Foundation.Date\nlet b: Foundation.NSNumber\n") == ["import Foundation"])
    }

    @Test func aLongerIdentifierEndingInTheModuleNameIsNotAMatch() {
        #expect(ScopedImports.lines(module: "Foundation", in: "let a: MyFoundation.Thing\nlet b: X.Foundation.Y\n").isEmpty)
    }

    @Test func lettersOutsideASCIIAreLettersToo() {
        // Beside non-ASCII text the search asks the characters: `é` continues an identifier, `→` does not.
        #expect(ScopedImports.lines(module: "Foundation", in: "/// éFoundation.Date\n").isEmpty)
        #expect(ScopedImports.lines(module: "Foundation", in: "/// →Foundation.URL\n") == ["import struct Foundation.URL"])
        #expect(ScopedImports.lines(module: "Foundation", in: "let a: Foundation.Dateé\n") == ["import Foundation"])
        #expect(ScopedImports.lines(module: "Foundation", in: "/// 🎉 Foundation.UUID, Foundation.\n") == ["import struct Foundation.UUID"])
    }

    @Test func aGeneratedEventFileImportsWhatItUses() {
        let plan = PlanBuilders.plan(events: [
            PlanBuilders.event(
                "Sample",
                [PlanBuilders.property("at", PlanBuilders.schema(.string(StringConstraints(format: .dateTime))))])
        ])
        let text = PlanBuilders.generate(plan)["TrackPlan+events.swift"] ?? ""
        Snippet.expect(text, contains: "\nimport struct Foundation.Date\n@_spi(Generated) import TrackPlan\n")
        Snippet.expect(text, lacks: "import Foundation\n")
    }
}
