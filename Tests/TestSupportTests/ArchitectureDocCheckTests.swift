import Foundation
import TestSupport
import Testing

/// `scripts/check-architecture-doc.py` (run by `.ci/run`) on small trees of its own: modules `A` and `B`, `B`
/// compiling one of `A`'s files through a symlink, and a page that describes them.
@Suite struct ArchitectureDocCheckTests {
    static let script = BuildProducts.packageRoot.appendingPathComponent("scripts/check-architecture-doc.py")

    /// The tree: `A` (Foundation only in `Clock.swift`), `B` (no Foundation), test targets for both.
    func tree(
        symlinkBlock: String = "  Sources/B/Shared.swift → Sources/A/Shared.swift",
        bImports: String = "",
        testTargets: [String] = ["ATests", "BTests"]
    ) throws -> TemporaryDirectory {
        let tree = TemporaryDirectory()
        try tree.write(
            "Docs/Architecture.md",
            """
            # Architecture

            SHARED BY ONE FILE (a symlink → the file it points to)
            \(symlinkBlock)

            | folder | owns | must not import |
            |---|---|---|
            | `Sources/A` | a | Foundation only in `Clock.swift` |
            | `Sources/B` | b | A; Foundation (pure) |
            """)
        try tree.write("Sources/A/Shared.swift", "let shared = 1\n")
        try tree.write("Sources/A/Clock.swift", "import Foundation\nlet now = Date()\n")
        try tree.write("Sources/B/B.swift", bImports + "let b = 1\n")
        try FileManager.default.createSymbolicLink(
            atPath: tree.url.appendingPathComponent("Sources/B/Shared.swift").path, withDestinationPath: "../A/Shared.swift")
        for target in testTargets {
            try tree.write("Tests/\(target)/\(target).swift", "")
        }
        return tree
    }

    func check(_ tree: TemporaryDirectory) async throws -> ChildProcess.Output {
        try await ChildProcess.run(Self.script, [tree.url.path], in: tree.url, timeout: .seconds(60))
    }

    @Test func aTrueDocPasses() async throws {
        let output = try await check(tree())
        #expect(output.status == 0, "\(output.combined)")
    }

    @Test func aReversedSymlinkRowFails() async throws {
        let output = try await check(tree(symlinkBlock: "  Sources/A/Shared.swift → Sources/B/Shared.swift"))
        #expect(output.status == 1)
        #expect(output.stdout.contains("the symlink Sources/B/Shared.swift → Sources/A/Shared.swift is not in"), "\(output.combined)")
        #expect(output.stdout.contains("lists Sources/A/Shared.swift → Sources/B/Shared.swift, but no such symlink"), "\(output.combined)")
    }

    @Test func aFoundationImportInAFoundationFreeModuleFails() async throws {
        let output = try await check(tree(bImports: "@preconcurrency import FoundationEssentials\n"))
        #expect(output.status == 1)
        let problem = "Sources/B/B.swift: imports FoundationEssentials, but Docs/Architecture.md says B does not"
        #expect(output.stdout.contains(problem), "\(output.combined)")
    }

    @Test func aModuleWithoutATestTargetFails() async throws {
        let output = try await check(tree(testTargets: ["ATests"]))
        #expect(output.status == 1)
        #expect(output.stdout.contains("Sources/B: no test target: it needs Tests/BTests"), "\(output.combined)")
    }
}
