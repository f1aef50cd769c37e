import Foundation
import TestSupport
import Testing

/// `trackplan diff --against <ref>` on real temporary git repositories: a plan in a sub-directory of a larger
/// repository, several commits, uncommitted changes, unknown refs and a shallow clone.
@Suite("trackplan diff --against")
struct DiffAgainstGitTests {
    let repository: URL

    init() async throws {
        repository = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-diff-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try await git("init", "-q", "-b", "main")
        try write("README.md", "not a plan\n")
        try await git("add", "-A")
        try await git("commit", "-q", "-m", "no plan yet")
        try writePlan(version: "1.0.0", properties: #""plan": {"type": "string", "description": "Chosen plan."}"#)
        try await git("add", "-A")
        try await git("commit", "-q", "-m", "plan 1.0.0")
        try writePlan(
            version: "1.1.0",
            properties: #""plan": {"type": "string", "description": "Chosen plan."}, "coupon": {"type": "string", "description": "Coupon."}"#)
        try await git("add", "-A")
        try await git("commit", "-q", "-m", "plan 1.1.0: optional coupon")
    }

    func cleanUp() { try? FileManager.default.removeItem(at: repository) }

    @discardableResult
    func git(_ arguments: String..., in directory: URL? = nil) async throws -> String {
        let output = try await ChildProcess.run(
            tool: "git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments,
            in: directory ?? repository, timeout: .seconds(60))
        guard output.status == 0 else { throw ChildProcess.Failure(description: "git \(arguments.joined(separator: " ")): \(output.stderr)") }
        return output.stdout
    }

    func write(_ path: String, _ text: String) throws {
        let url = repository.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The plan lives in `apps/ios/Schemas`, inside a larger repository.
    func writePlan(version: String, properties: String) throws {
        try write("apps/ios/Schemas/trackplan.json", #"{"name": "Git Plan", "version": "\#(version)"}"# + "\n")
        try write(
            "apps/ios/Schemas/events/signup.json",
            #"{"events": {"Signed Up": {"description": "Signed up.", "properties": {\#(properties)}}}}"# + "\n")
    }

    func diff(_ arguments: String..., in directory: URL? = nil) async throws -> ChildProcess.Output {
        try await TrackPlanCLI.run(["diff"] + arguments, in: directory ?? repository)
    }

    @Test func comparesTheWorkingTreeWithAnEarlierCommit() async throws {
        defer { cleanUp() }
        let output = try await diff("--against", "HEAD~1", "apps/ios/Schemas", "--format", "json")
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(output.stdout.contains("\"rule\": \"property-added-optional\""))
        #expect(output.stdout.contains("\"label\": \"HEAD~1:apps/ios/Schemas\""))
        #expect(output.stdout.contains("\"file\": \"HEAD~1:apps/ios/Schemas/events/signup.json\""))
    }

    @Test func uncommittedChangesAreTheNewSideAndTheWorkingTreeIsNotTouched() async throws {
        defer { cleanUp() }
        try writePlan(version: "1.1.0", properties: #""coupon": {"type": "string", "description": "Coupon."}"#)
        let before = try await git("status", "--porcelain")
        let output = try await diff("--against", "main", "apps/ios/Schemas")
        #expect(output.status == 1)
        #expect(output.stdout.contains("optional property 'plan' was removed [property-removed]"))
        #expect(output.stdout.contains("declare 2.0.0 or later"))
        #expect(try await git("status", "--porcelain") == before)
    }

    @Test func runsFromInsideThePlanDirectory() async throws {
        defer { cleanUp() }
        let output = try await diff("--against", "HEAD~1", ".", in: repository.appendingPathComponent("apps/ios/Schemas"))
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(output.stdout.contains("optional property 'coupon' was added"))
    }

    @Test func aRefWithoutThePlanHasNothingToCompare() async throws {
        defer { cleanUp() }
        let output = try await diff("--against", "HEAD~2", "apps/ios/Schemas")
        #expect(output.status == 0)
        #expect(output.stderr.contains("holds no plan files"))
    }

    @Test func anUnknownRefExitsTwo() async throws {
        defer { cleanUp() }
        let output = try await diff("--against", "no-such-branch", "apps/ios/Schemas")
        #expect(output.status == 2)
        #expect(output.stderr.contains("unknown git ref 'no-such-branch'"))
    }

    @Test func aShallowCloneSaysHowToFetchHistory() async throws {
        defer { cleanUp() }
        let clone = repository.appendingPathComponent("shallow")
        try await git("clone", "-q", "--depth", "1", "file://\(repository.path)", clone.path)
        let output = try await diff("--against", "HEAD~1", "apps/ios/Schemas", in: clone)
        #expect(output.status == 2)
        #expect(output.stderr.contains("shallow clone"), "stderr: \(output.stderr)")
        #expect(output.stderr.contains("fetch-depth: 0"))
    }

    @Test func aFreshCloneOfAnotherBranchReadsTheRemoteBranch() async throws {
        defer { cleanUp() }
        try await git("branch", "feature")
        let clone = repository.appendingPathComponent("fresh")
        try await git("clone", "-q", "-b", "feature", "file://\(repository.path)", clone.path)
        let output = try await diff("--against", "main", "apps/ios/Schemas", in: clone)
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(output.stderr.contains("comparing with 'origin/main'"))
        #expect(output.stdout.hasPrefix("trackplan diff origin/main:apps/ios/Schemas (1.1.0)"))
    }

    @Test func outsideARepositoryExitsTwo() async throws {
        defer { cleanUp() }
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-diff-nogit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside.appendingPathComponent("Schemas"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let output = try await diff("--against", "main", "Schemas", in: outside)
        #expect(output.status == 2)
        #expect(output.stderr.contains("not inside a git repository"))
    }
}
