import Foundation
import TestSupport
import Testing

/// `scripts/check-target-dependencies.py` (run by `.ci/run`) on small packages of its own.
@Suite struct TargetDependencyCheckTests {
    static let script = BuildProducts.packageRoot.appendingPathComponent("scripts/check-target-dependencies.py")

    /// A package with targets `A` (importing `B`, declaring `declared`) and `B`, checked by the script.
    func check(aImports imports: [String], declares declared: [String]) async throws -> ChildProcess.Output {
        let package = TemporaryDirectory()
        let dependencies = declared.map { "\"\($0)\"" }.joined(separator: ", ")
        try package.write(
            "Package.swift",
            """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "A", dependencies: [\(dependencies)]), .target(name: "B")])
            """)
        try package.write("Sources/A/A.swift", imports.map { "import \($0)\n" }.joined() + "public let a = 1\n")
        try package.write("Sources/B/B.swift", "public let b = 1\n")
        return try await ChildProcess.run(Self.script, [], in: package.url, timeout: .seconds(120))
    }

    @Test func matchingImportsPass() async throws {
        let output = try await check(aImports: ["Foundation", "B"], declares: ["B"])
        #expect(output.status == 0, "\(output.combined)")
    }

    @Test func anUndeclaredImportFails() async throws {
        let output = try await check(aImports: ["B"], declares: [])
        #expect(output.status == 1)
        #expect(output.stdout.contains("Sources/A/A.swift: imports B, but target 'A' does not declare it"), "\(output.combined)")
    }

    @Test func aDeclaredDependencyNothingImportsFails() async throws {
        let output = try await check(aImports: [], declares: ["B"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("target 'A' declares B, but none of its sources imports it"), "\(output.combined)")
    }
}
