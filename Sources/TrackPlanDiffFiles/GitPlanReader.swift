import Foundation
import TrackPlanCheck
import TrackPlanModel

/// Reads a plan directory as it was at a git ref: `git ls-tree` lists its files, one `git cat-file --batch`
/// streams their contents. Works for a plan directory anywhere inside a larger repository.
public struct GitPlanReader: Sendable {
    /// The plan directory in the working tree (its path at the ref is the same, relative to the repository root).
    public var planDirectory: String
    /// Prints a note (to standard error) when a ref is read under another name.
    public var note: @Sendable (String) -> Void

    public init(planDirectory: String, note: @escaping @Sendable (String) -> Void = { _ in }) {
        self.planDirectory = planDirectory
        self.note = note
    }

    public struct Snapshot: Sendable {
        public var files: [PlanSourceFile]
        /// `ref:path`, for labels and file positions.
        public var label: String
    }

    public func read(at ref: String) throws -> Snapshot {
        let git = GitCommand(directory: planDirectory)
        _ = try git.text(["rev-parse", "--show-toplevel"], failure: "'\(planDirectory)' is not inside a git repository")
        let prefix = try git.text(["rev-parse", "--show-prefix"], failure: "cannot locate '\(planDirectory)' in its repository")
        let (commit, ref) = try resolve(ref, git: git, note: note)
        let pathspec = ":/" + prefix
        let listing = try git.text(
            ["ls-tree", "-r", "--name-only", "--full-name", "-z", commit, "--", pathspec], failure: "cannot list the plan at \(ref)")
        let paths = listing.split(separator: "\0").map(String.init).filter { PlanFileListing.isPlanFile($0.dropFirst(prefix.count)) }.sorted()
        let label = "\(ref):\(prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix)"
        guard !paths.isEmpty else { return Snapshot(files: [], label: label) }
        let contents = try catFiles(paths.map { "\(commit):\($0)" }, git: git)
        let files = zip(paths, contents).map { path, bytes in
            PlanSourceFile(path: String(path.dropFirst(prefix.count)), displayPath: "\(ref):\(path)", bytes: bytes)
        }
        return Snapshot(files: files, label: label)
    }

    /// The commit a ref names, or an error that says why not (shallow clones get advice). Like `git switch`, a
    /// branch name that exists only as `origin/<name>` (a fresh clone of another branch) is read from there.
    private func resolve(_ ref: String, git: GitCommand, note: (String) -> Void) throws -> (commit: String, name: String) {
        func commit(_ name: String) throws -> String? {
            let output = try git.run(["rev-parse", "--verify", "--quiet", "--end-of-options", "\(name)^{commit}"])
            guard output.status == 0 else { return nil }
            return String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if let found = try commit(ref) { return (found, ref) }
        if !ref.contains(":"), !ref.hasPrefix("origin/"), let found = try commit("origin/\(ref)") {
            note("note: no local '\(ref)'; comparing with 'origin/\(ref)'")
            return (found, "origin/\(ref)")
        }
        let shallow = (try? git.text(["rev-parse", "--is-shallow-repository"], failure: "")) == "true"
        var message = "unknown git ref '\(ref)'"
        if shallow {
            message +=
                "; this is a shallow clone, so older commits and other branches are missing. "
                + "Fetch the history first (actions/checkout with fetch-depth: 0, or git fetch --unshallow origin)"
        }
        throw DiffFailure.usage(message)
    }

    /// `git cat-file --batch`: for each request `<sha> blob <size>\n<bytes>\n`.
    private func catFiles(_ objects: [String], git: GitCommand) throws -> [[UInt8]] {
        let output = try git.run(["cat-file", "--batch"], input: Data((objects.joined(separator: "\n") + "\n").utf8))
        guard output.status == 0 else { throw DiffFailure.usage("git cat-file failed: \(output.stderr)") }
        let bytes = [UInt8](output.stdout)
        var contents: [[UInt8]] = []
        var index = 0
        for object in objects {
            guard let newline = bytes[index...].firstIndex(of: 0x0A) else { throw DiffFailure.usage("unexpected output from git cat-file") }
            let header = String(decoding: bytes[index..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]) else {
                throw DiffFailure.usage("cannot read \(object) from git")
            }
            contents.append(Array(bytes[(newline + 1)..<(newline + 1 + size)]))
            index = newline + 1 + size + 1
        }
        return contents
    }
}
