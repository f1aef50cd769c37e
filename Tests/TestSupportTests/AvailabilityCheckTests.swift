import Foundation
import TestSupport
import Testing

/// `scripts/check-availability.py` (run by `.ci/run`) on a fake interface and fake sources of its own.
@Suite struct AvailabilityCheckTests {
    static let script = BuildProducts.packageRoot.appendingPathComponent("scripts/check-availability.py")

    /// An interface with one API as old as the targets and two above them (a type, and a method on an extension
    /// whose `@available` is the extension's), checked against `source` for macOS 13 / iOS 16.
    func check(_ source: String, allowing allowlist: String = "") async throws -> ChildProcess.Output {
        let package = TemporaryDirectory()
        try package.write("Package.swift", #"let package = Package(name: "P", platforms: [.macOS(.v13), .iOS(.v16)])"#)
        try package.write(
            "Swift.swiftinterface",
            """
            @available(macOS 10.14.4, iOS 12.2, watchOS 5.2, tvOS 12.2, visionOS 1.0, *)
            extension Swift.Array {
              public mutating func append<E>(addingCapacity uninitializedCount: Swift.Int, initializingWith initializer: () throws(E) -> Swift.Void) throws(E) where E : Swift.Error {
              }
            }
            @available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *)
            @frozen public struct InlineArray<let count : Swift.Int, Element> {
            }
            @available(SwiftStdlib 6.2, *)
            extension Swift.String {
              public func newerThanTheFloor(reading count: Swift.Int) -> Swift.Int { 0 }
            }
            """)
        try package.write("Sources/R/R.swift", source)
        try package.write("allowlist.txt", allowlist)
        return try await ChildProcess.run(
            Self.script,
            ["--interface", "Swift.swiftinterface", "--sources", "Sources/R", "--package", "Package.swift", "--allowlist", "allowlist.txt"],
            in: package.url, timeout: .seconds(120))
    }

    @Test func anAPIAsOldAsTheTargetsPasses() async throws {
        let output = try await check("func f(_ a: inout [Int]) { a.append(addingCapacity: 1) {} }\n")
        #expect(output.status == 0, "\(output.combined)")
    }

    @Test func aTypeAboveTheTargetsFails() async throws {
        let output = try await check("let x: InlineArray<2, Int> = [1, 2]\n")
        #expect(output.status == 1)
        #expect(output.stdout.contains("Sources/R/R.swift:1: uses InlineArray (iOS 26.0, macOS 26.0)"), "\(output.combined)")
    }

    @Test func aMethodOfAnExtensionAboveTheTargetsFails() async throws {
        let output = try await check("func f() -> Int {\n    \"\".newerThanTheFloor(reading: 1)\n}\n")
        #expect(output.status == 1)
        #expect(output.stdout.contains("Sources/R/R.swift:2: uses newerThanTheFloor(reading:"), "\(output.combined)")
    }

    @Test func aUseInsideIfAvailableOrAnAvailableDeclarationPasses() async throws {
        let output = try await check(
            """
            func f() {
                if #available(macOS 26, iOS 26, *) { let x: InlineArray<2, Int> = [1, 2]; _ = x }
            }
            @available(macOS 26, iOS 26, *)
            func g() -> Int { "".newerThanTheFloor(reading: 1) }
            // InlineArray in a comment, and "InlineArray" in a string
            let text = "InlineArray"
            """)
        #expect(output.status == 0, "\(output.combined)")
    }

    @Test func anAllowedNamePasses() async throws {
        let output = try await check("let x: InlineArray<2, Int> = [1, 2]\n", allowing: "InlineArray  # a reason\n")
        #expect(output.status == 0, "\(output.combined)")
    }
}
