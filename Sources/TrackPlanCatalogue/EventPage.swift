import TrackPlanModel

/// One event's or screen's page: what it means, how it is sent, its consent category, deprecation, earlier
/// names, where the plan defines it, its properties, and (with `--history`) its changes.
struct EventPage {
    let site: CatalogueSite
    let kind: EventKind
    let index: Int

    func render() -> String {
        let event = site.events(kind)[index]
        let owner = site.owner(kind, index)
        let noun = kind == .track ? "Event" : "Screen"
        var facts: [HTML] = []
        let call = kind == .track ? "track" : "screen"
        facts.append("<dt>Sent as</dt><dd><code>\(call)</code> with the name <code>\(event.wireName)</code></dd>")
        facts.append("<dt>Consent</dt><dd>\(consent(event))</dd>")
        if !event.previousNames.isEmpty {
            facts.append("<dt>Formerly</dt><dd>\(event.previousNames.map { HTML("<code>\($0)</code>") }.joined(separator: ", "))</dd>")
        }
        if let iglu = event.iglu { facts.append("<dt>Iglu schema</dt><dd><code>\(iglu.description)</code></dd>") }
        if event.version > 1 || !event.keptVersions.isEmpty { facts.append("<dt>Version</dt><dd>\(versionFact(event))</dd>") }
        let location = event.origin.keyLocation ?? event.origin.location
        facts.append("<dt>Defined in the plan</dt><dd><code>\(location.file):\(location.line)</code></dd>")
        var main: HTML = """
            <nav class="crumbs" aria-label="Breadcrumb"><a href="../index.html">Catalogue</a> › \(noun)s</nav>
            <h1><span class="kind">\(noun)</span> \(event.key)\(event.deprecation == nil ? "" : HTML(raw: " <span class=\"badge deprecated\">deprecated</span>"))</h1>
            <p class="description">\(event.description ?? "No description in the plan.")</p>

            """
        if let deprecation = event.deprecation {
            main +=
                "<div class=\"callout deprecated\" role=\"note\"><p><strong>Deprecated.</strong> \(deprecation.message ?? "Stop sending it.")</p></div>\n"
        }
        main += "<dl class=\"facts\">\n\(facts.joined(separator: "\n"))\n</dl>\n"
        main += "<h2 id=\"properties\">Properties</h2>\n"
        main += PropertyTable(site: site, root: "../").render(owner, caption: "Properties of \(event.key)", ownerFile: location.file)
        if site.plan.superProperties != nil {
            main += "<p>The <a href=\"../traits.html#super-properties\">super properties</a> the app has set go with it too.</p>\n"
        }
        main += keptVersionsSection(event, page: owner.page, file: location.file)
        if let callSites = site.options.callSites {
            let places = callSites[CatalogueHistory.Subject(isScreen: kind == .screen, key: event.key)] ?? []
            let items = places.map { HTML("<li><code>\($0.file):\($0.line)</code></li>") }
            main += "<h2 id=\"call-sites\">Where the app sends it</h2>\n"
            main +=
                items.isEmpty
                ? "<p class=\"empty\">No call site found in the usage report.</p>\n"
                : "<ul class=\"uses\">\n\(items.joined(separator: "\n"))\n</ul>\n"
        }
        if let history = site.options.history { main += historySection(history, event: event) }
        return PageLayout(site: site, root: "../", current: .none).render(title: event.key, main: main)
    }

    /// `version 3, sent with context.protocols.event_version`, and the versions the plan keeps beside it.
    private func versionFact(_ event: Event) -> HTML {
        var fact: HTML = "\(String(event.version))"
        if event.version > 1 { fact += ", sent as <code>context.protocols.event_version</code>" }
        if !event.keptVersions.isEmpty {
            let links = event.keptVersions.map { kept in HTML("<a href=\"#version-\(String(kept.version))\">\(String(kept.version))</a>") }
            fact += "; the plan keeps version\(event.keptVersions.count == 1 ? "" : "s") \(links.joined(separator: ", ")) beside it"
        }
        return fact
    }

    /// Each version the plan keeps (`x-versions`), oldest first: the app may still send it, as a type of its own.
    private func keptVersionsSection(_ event: Event, page: String, file: String) -> HTML {
        guard !event.keptVersions.isEmpty else { return "" }
        var section: HTML = """
            <h2 id="versions">Earlier versions</h2>
            <p>The plan keeps these beside version \(String(event.version)): the app may still send them, each as a type of its own in the generated code, under the same name.</p>

            """
        for kept in event.keptVersions {
            let number = String(kept.version)
            let owner = PropertyOwner(
                title: "\(event.key) version \(number)", page: "\(page)#version-\(number)", shape: kept.properties, anchorPrefix: "v\(number)-")
            section += "<section aria-labelledby=\"version-\(number)\"><h3 id=\"version-\(number)\">Version \(number)</h3>\n"
            if let description = kept.description { section += "<p class=\"description\">\(description)</p>\n" }
            if let message = kept.deprecation?.message { section += "<p class=\"note\">\(message)</p>\n" }
            section += PropertyTable(site: site, root: "../").render(owner, caption: "Properties of \(event.key), version \(number)", ownerFile: file)
            section += "</section>\n"
        }
        return section
    }

    private func consent(_ event: Event) -> HTML {
        guard let name = event.consent else { return "none: the plan has no consent categories" }
        guard let category = site.consentCategory(named: name), let anchor = site.paths.consentAnchors[name] else { return "<code>\(name)</code>" }
        return "<a href=\"../consent.html#\(anchor)\"><code>\(name)</code></a>, \(PrivacyPhrasing.phrase(category.defaultState))"
    }

    private func historySection(_ history: CatalogueHistory, event: Event) -> HTML {
        let subject = CatalogueHistory.Subject(isScreen: kind == .screen, key: event.key)
        var items: [HTML] = []
        for revision in history.revisions {
            guard let changes = revision.changes[subject], !changes.isEmpty else { continue }
            let list = changes.map { change -> HTML in
                let mark: HTML = change.isBreaking ? "<span class=\"badge breaking\">breaking</span> " : ""
                let accepted: HTML =
                    change.acceptedBecause.map { reason -> HTML in " <span class=\"note\">(accepted by the diff config: \(reason))</span>" } ?? ""
                return "<li>\(mark)\(change.message)\(accepted)</li>"
            }
            items.append(
                """
                <li><p><code>\(revision.commit)</code> \(revision.date) \(revision.version.map { "· version " + $0 } ?? ""): \(revision.subject)</p><ul>\(list)</ul></li>
                """)
        }
        let skipped = history.revisions.filter { $0.problem != nil }.count
        let note: HTML =
            skipped == 0
            ? ""
            : "<p class=\"note\">\(skipped) revision\(skipped == 1 ? "" : "s") of the plan could not be read; <a href=\"../index.html#history\">the index</a> lists them.</p>\n"
        guard !items.isEmpty else { return "<h2 id=\"history\">History</h2>\n<p>No change in the history read.</p>\n\(note)" }
        return "<h2 id=\"history\">History</h2>\n<ol class=\"history\">\n\(items.joined(separator: "\n"))\n</ol>\n\(note)"
    }
}
