import TrackPlanModel

/// The catalogue's front page: the plan at a glance, the search box (filled from `search-index.js`, offline), and
/// every event and screen with its description, consent category and property count.
struct IndexPage {
    let site: CatalogueSite

    func render() -> String {
        let plan = site.plan
        let counts = [
            counted(plan.events.count, "event"), counted(plan.screens.count, "screen"),
            counted(site.definitions.all.count, "shared definition"), counted(plan.consentCategories.count, "consent category", "consent categories"),
            counted(plan.entitlements.count, "entitlement"),
        ]
        var main: HTML = """
            <h1>\(plan.name) <span class="version">version \(plan.version.description)</span></h1>
            <p class="lede">\(counts.joined(separator: ", ")).</p>
            <div class="search" role="search">
            <label for="search">Search events and screens</label>
            <input id="search" type="search" spellcheck="false" aria-describedby="search-help" aria-controls="results">
            <p id="search-help" class="hint">Matches names, descriptions and property names. Press <kbd>/</kbd> to search from anywhere on this page, <kbd>↓</kbd> and <kbd>↑</kbd> to move through the results.</p>
            <p id="search-status" class="hint" role="status" aria-live="polite"></p>
            <ol id="results" class="results" hidden></ol>
            </div>

            """
        for kind in EventKind.allCases where !site.events(kind).isEmpty { main += table(kind) }
        if let history = site.options.history { main += historySection(history) }
        return PageLayout(site: site, root: "", current: .events).render(
            title: "Catalogue", main: main, scripts: [CataloguePaths.searchIndex, CataloguePaths.script])
    }

    private func table(_ kind: EventKind) -> HTML {
        let title = kind == .track ? "Events" : "Screens"
        let id = kind == .track ? "events" : "screens"
        var rows = HTML(raw: "")
        for (index, event) in site.events(kind).enumerated() {
            let deprecated: HTML = event.deprecation == nil ? "" : " <span class=\"badge deprecated\">deprecated</span>"
            let consent: HTML = event.consent.map { "<code>\($0)</code>" } ?? "–"
            rows += """
                <tr><th scope="row"><a href="\(site.paths.path(of: kind, at: index))">\(event.key)</a>\(deprecated)</th><td>\(event.description ?? "")</td><td>\(consent)</td><td class="number">\(event.properties.properties.count)</td></tr>

                """
        }
        return """
            <h2 id="\(id)">\(title)</h2>
            <div class="table-wrap"><table class="catalogue">
            <caption>\(title) in plan order</caption>
            <thead><tr><th scope="col">Name</th><th scope="col">Description</th><th scope="col">Consent</th><th scope="col">Properties</th></tr></thead>
            <tbody>
            \(rows)</tbody>
            </table></div>

            """
    }

    private func historySection(_ history: CatalogueHistory) -> HTML {
        var items: [HTML] = []
        for revision in history.revisions {
            let changed = revision.changes.values.reduce(0) { $0 + $1.count }
            let outcome: HTML =
                revision.problem.map { "<span class=\"badge breaking\">not read</span> \($0)" }
                ?? "\(counted(changed, "change")) in \(counted(revision.changes.count, "event"))"
            items.append("<li><code>\(revision.commit)</code> \(revision.date) · \(revision.subject): \(outcome)</li>")
        }
        return "<h2 id=\"history\">History</h2>\n<ol class=\"history\">\n\(items.joined(separator: "\n"))\n</ol>\n"
    }

    private func counted(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
