import Foundation

/// Where tests find the repository and what the build produced (`trackplan`, the crash harness, and `Modules/`
/// with `TrackPlan.swiftmodule` and `ExamplePlan.swiftmodule` for compile tests).
public enum BuildProducts {
    /// The package root (this file is `Tests/Support/TestSupport/BuildProducts.swift`).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The products directory of the build that produced the running tests: `TRACKPLAN_PRODUCTS_DIR` when set,
    /// else the directory holding the test bundle, else `.build/debug`.
    public static let directory: URL = {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["TRACKPLAN_PRODUCTS_DIR"] { candidates.append(URL(fileURLWithPath: override)) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL)
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("trackplan").path) }
            ?? candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules").path) }
            ?? candidates.last!
    }()

    /// The built `trackplan` command.
    public static var trackplan: URL { executable("trackplan") }
    /// The built modules, for compiling Swift against the runtime and the example plan.
    public static var modules: URL { directory.appendingPathComponent("Modules") }

    /// The module map of the runtime's C target (the log's CRC-32C), as a clang flag: SwiftPM hands it to every
    /// module that depends on the runtime, a direct `swiftc -I Modules` must be told (`-Xcc` before it).
    public static var runtimeCModuleMapFlag: String {
        "-fmodule-map-file=" + directory.appendingPathComponent("CTrackPlanCRC32C.build/module.modulemap").path
    }

    /// A built executable product, by name.
    public static func executable(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// A program on `PATH` (`swift`, `swiftc`), else the same name in `/usr/bin`.
    public static func tool(_ name: String) -> URL {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        let found = directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        return URL(fileURLWithPath: found ?? "/usr/bin/\(name)")
    }
}
