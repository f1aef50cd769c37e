import Foundation
import TestSupport

/// A throwaway app package in a git repository, set up as the README says: it depends on this checkout by path
/// (the runtime product and the build plugin) and keeps its plan in `Sources/App/TrackPlan/`.
///
/// - `main`: plan 1.0.0 (two events, one of them never sent by the app, a deprecated property, a screen);
/// - `breaking`: 2.0.0, removes the required property `total` and renames `Product Viewed` to `Product Seen`;
/// - `additive`: 1.1.0, only adds an event.
///
/// It lives in `.build-e2e/App` of this checkout with its build folder in `.build-e2e/scratch`, so a second run
/// rebuilds nothing of TrackPlan (only the plugins' tools are ever built: the app itself is never compiled).
struct AppRepository {
    static let root = BuildProducts.packageRoot.appendingPathComponent(".build-e2e")
    let directory = root.appendingPathComponent("App")
    let scratch = root.appendingPathComponent("scratch")
    static let events = "Sources/App/TrackPlan/events.json"

    /// Writes the app and its three branches anew, and leaves `main` checked out.
    static func create() async throws -> AppRepository {
        let app = AppRepository()
        try? FileManager.default.removeItem(at: app.directory)
        try FileManager.default.createDirectory(at: app.directory, withIntermediateDirectories: true)
        try app.write("Package.swift", AppFiles.manifest(trackPlanPath: BuildProducts.packageRoot.path))
        try app.write("Sources/App/main.swift", AppFiles.main)
        try app.write("Sources/App/TrackPlan/trackplan.json", AppFiles.planManifest(version: "1.0.0"))
        try app.write(events, AppFiles.eventsV1)
        try await app.git("init", "-q", "-b", "main")
        try await app.commit("plan 1.0.0")
        try await app.git("checkout", "-q", "-b", "breaking")
        try app.write("Sources/App/TrackPlan/trackplan.json", AppFiles.planManifest(version: "2.0.0"))
        try app.write(events, AppFiles.eventsBreaking)
        try await app.commit("plan 2.0.0: total removed, Product Viewed renamed")
        try await app.git("checkout", "-q", "-b", "additive", "main")
        try app.write("Sources/App/TrackPlan/trackplan.json", AppFiles.planManifest(version: "1.1.0"))
        try app.write(events, AppFiles.eventsAdditive)
        try await app.commit("plan 1.1.0: Wishlist Opened")
        try await app.git("checkout", "-q", "main")
        return app
    }

    func write(_ path: String, _ text: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String { try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8) }

    /// The 1-based line of the first line of `path` that contains `text`.
    func line(of text: String, in path: String) throws -> Int {
        let lines = try read(path).split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.contains(text) }) else { throw ChildProcess.Failure(description: "no '\(text)' in \(path)") }
        return index + 1
    }

    @discardableResult
    func git(_ arguments: String...) async throws -> String {
        let output = try await ChildProcess.run(
            tool: "git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments,
            in: directory, timeout: .seconds(60))
        guard output.status == 0 else { throw ChildProcess.Failure(description: "git \(arguments.joined(separator: " ")): \(output.stderr)") }
        return output.stdout
    }

    func commit(_ message: String) async throws {
        try await git("add", "-A")
        try await git("commit", "-q", "-m", message)
    }

    /// `swift package --scratch-path <scratch> <arguments>` in the app, as its developers would type it (the
    /// scratch path only keeps the build out of the app's folder).
    func swiftPackage(_ arguments: [String]) async throws -> ChildProcess.Output {
        try await ChildProcess.run(
            BuildProducts.tool("swift"), ["package", "--scratch-path", scratch.path] + arguments, in: directory, lowPriority: true,
            timeout: .seconds(1800))
    }
}
