import Foundation
import TrackPlanCatalogue
import TrackPlanCheck
import TrackPlanDiff
import TrackPlanDiffFiles
import TrackPlanModel

/// `trackplan docs --history`: the newest commits that touch the plan directory, each plan read from git and
/// compared with the one before it by `trackplan diff`'s differ. A commit whose plan cannot be read or has errors is
/// kept in the history as not read, and the next commit is compared with the last one that loaded. The diff config
/// applies as it does to `trackplan diff` (its mode, its ignores, checked against each commit's date): a change it
/// ignores is listed as accepted, with the ignore's reason.
struct CatalogueGitHistory {
    let planDirectory: String
    let limit: Int
    var config = DiffConfig()

    func read() throws -> CatalogueHistory {
        let log = try git(["log", "-n", String(limit), "--date=short", "--format=%H%x00%h%x00%ad%x00%s", "--", "."])
        let commits = log.split(separator: "\n").map { $0.split(separator: "\0", omittingEmptySubsequences: false).map(String.init) }
            .filter { $0.count == 4 }
        let reader = GitPlanReader(planDirectory: planDirectory)
        var revisions: [CatalogueHistory.Revision] = []
        var previous: Plan?
        for commit in commits.reversed() {
            var revision = CatalogueHistory.Revision(commit: commit[1], date: commit[2], subject: commit[3])
            let plan: Plan
            do {
                let result = PlanLoader().load(try reader.read(at: commit[0]).files)
                let errors = result.diagnostics.filter { $0.severity == .error }
                guard let loaded = result.plan, errors.isEmpty else {
                    let first = errors.first.map { ": \($0.message)" } ?? ""
                    revision.problem = "the plan at this commit does not load (\(errors.count) error\(errors.count == 1 ? "" : "s")\(first))"
                    revisions.append(revision)
                    continue
                }
                plan = loaded
            } catch {
                revision.problem = "the plan at this commit cannot be read: \(error)"
                revisions.append(revision)
                continue
            }
            revision.version = plan.version.description
            if let previous {
                let report = PlanComparison(config: config, today: commit[2]).compare(previous, plan)
                let changes =
                    report.findings.map { ($0, CatalogueHistory.Change(message: $0.change.message, isBreaking: $0.isBreaking)) }
                    + report.ignored.map {
                        (
                            $0.finding,
                            CatalogueHistory.Change(message: $0.finding.change.message, isBreaking: false, acceptedBecause: $0.ignore.reason)
                        )
                    }
                for (finding, change) in changes where finding.change.subject.kind == .event || finding.change.subject.kind == .screen {
                    let subject = CatalogueHistory.Subject(isScreen: finding.change.subject.kind == .screen, key: finding.change.subject.name)
                    revision.changes[subject, default: []].append(change)
                }
            } else {
                for (kind, events) in [(false, plan.events), (true, plan.screens)] {
                    for event in events {
                        revision.changes[CatalogueHistory.Subject(isScreen: kind, key: event.key)] = [
                            CatalogueHistory.Change(message: "in the plan at the oldest commit read", isBreaking: false)
                        ]
                    }
                }
            }
            previous = plan
            revisions.append(revision)
        }
        return CatalogueHistory(revisions: revisions.reversed())
    }

    private func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", planDirectory] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw IOError("cannot run git: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw UsageError("--history: '\(planDirectory)' is not inside a git repository with history") }
        return String(decoding: data, as: UTF8.self)
    }
}
