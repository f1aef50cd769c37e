import ArgumentParser
import Foundation
import TrackPlanCatalogue
import TrackPlanDiff
import TrackPlanDiffFiles
import TrackPlanGenerate
import TrackPlanModel

/// `trackplan docs <plan-dir> --output <dir>`: check the plan, then write its catalogue, a static site people read
/// (Docs/Catalogue.md). The site is built in memory by TrackPlanCatalogue; this command only reads and writes files.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Build the plan's catalogue: a static site for the people who read the plan.",
        discussion: """
            One page per event and screen (its meaning, properties and their rules in words, personal data, consent, \
            deprecations, plan lines), the shared definitions with where each is used, the consent categories, \
            privacy actions and entitlements, and an index with an offline search. It opens from the file system or \
            any static host and requests nothing. A plan with errors builds nothing (exit 1, as lint).

            The output directory may hold other files: the command lists what it writes in .trackplan-catalogue and \
            replaces or removes only those; a file it did not write is never overwritten (exit 2).

            Examples:
              trackplan docs Schemas --output build/catalogue
              trackplan docs Schemas -o build/catalogue --history

            Exit status: 0 written, 1 errors in the plan, 2 usage, 3 a file cannot be read or written.
            """
    )

    @Argument(help: "The plan directory (holding trackplan.json).")
    var planDirectory: String

    @Option(name: [.short, .long], help: "The directory to write the site into (created if missing).")
    var output: String

    @Flag(help: "Add each event's changes through the plan's git history (the repository holding the plan).")
    var history = false

    @Option(help: "With --history: how many of the newest commits that touch the plan to read.")
    var historyLimit = 50

    @Option(help: "With --history: the diff config (default: .trackplan-diff.json in the current directory, if any), as trackplan diff reads it.")
    var config: String?

    @Option(help: "The app's call sites (trackplan-usage --format sites): each event's page lists where the app sends it.")
    var usage: String?

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let console = global.console
        let plan = try ExportCommand.plan(planDirectory, console: console)
        guard historyLimit > 0 else { throw UsageError("--history-limit must be at least 1") }
        guard self.history || config == nil else { throw UsageError("--config is the diff config of --history; add --history") }
        let history =
            self.history ? try CatalogueGitHistory(planDirectory: planDirectory, limit: historyLimit, config: diffConfig(console)).read() : nil
        var callSites: [CatalogueHistory.Subject: [SourceLocation]]?
        if let usage {
            let sites: [CallSiteFile.Site]
            do {
                sites = try CallSiteFile.read(usage)
            } catch {
                throw UsageError(error.description)
            }
            callSites = [:]
            for site in CallSiteFile.resolve(sites, old: plan, new: plan) {
                callSites?[CatalogueHistory.Subject(isScreen: site.isScreen, key: site.eventKey), default: []].append(site.location)
            }
        }
        let options = CatalogueOptions(toolVersion: TrackPlanVersion.current, history: history, callSites: callSites)
        let files = Catalogue(options: options).build(plan)
        let outcome = try CatalogueDirectory(path: output).update(with: files)
        var summary = "trackplan: catalogue of \(plan.events.count) events and \(plan.screens.count) screens in \(output); "
        summary += "\(outcome.written) of \(files.count) files written"
        if outcome.removed > 0 { summary += ", \(outcome.removed) removed" }
        console.out(summary)
    }

    /// The diff config `--history` compares with, read as `trackplan diff` reads it.
    private func diffConfig(_ console: Console) throws -> DiffConfig {
        do {
            return try DiffConfigFile(request: DiffRequest(directories: [planDirectory], configPath: config), note: { console.error($0) }).load()
        } catch {
            if error.description.isEmpty { throw ExitCode(ExitStatus.usage) }
            switch error.kind {
            case .usage: throw UsageError(error.description)
            case .io: throw IOError(error.description)
            }
        }
    }
}
