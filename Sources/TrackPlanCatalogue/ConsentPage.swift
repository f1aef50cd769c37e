import TrackPlanModel

/// The consent categories (with their defaults and events), the privacy table (what the runtime does with each
/// class of personal data) and the entitlements.
struct ConsentPage {
    let site: CatalogueSite

    func render() -> String {
        let plan = site.plan
        var main: HTML = """
            <h1>Consent, privacy and entitlements</h1>
            <h2 id="consent">Consent categories</h2>
            <p>The runtime sends an event only while its category is granted.</p>

            """
        if plan.consentCategories.isEmpty { main += "<p class=\"empty\">The plan has no consent categories: every event is sent.</p>\n" }
        for category in plan.consentCategories {
            let anchor = site.paths.consentAnchors[category.name] ?? ""
            var members: [HTML] = []
            for kind in EventKind.allCases {
                for (index, event) in site.events(kind).enumerated() where event.consent == category.name {
                    members.append("<li><a href=\"\(site.paths.path(of: kind, at: index))\">\(event.key)</a></li>")
                }
            }
            main += """
                <section id="\(anchor)" aria-labelledby="\(anchor)-title">
                <h3 id="\(anchor)-title"><code>\(category.name)</code></h3>
                <p>\(category.description ?? "No description in the plan.")</p>
                <p><strong>Default:</strong> \(PrivacyPhrasing.phrase(category.defaultState)).</p>
                <details><summary>Its events and screens (\(members.count))</summary><ul class="uses">
                \(members.joined(separator: "\n"))
                </ul></details>
                </section>

                """
        }
        main += privacyTable()
        main += entitlements()
        return PageLayout(site: site, root: "", current: .consent).render(title: "Consent, privacy and entitlements", main: main)
    }

    private func privacyTable() -> HTML {
        var rows = HTML(raw: "")
        for pii in PIIClass.allCases where pii != .notPersonal {
            guard let action = site.plan.privacy.action(for: pii) else { continue }
            let source: HTML = site.plan.privacy.actions[pii] == nil ? "default" : "the plan's <code>privacy</code> section"
            rows +=
                "<tr><th scope=\"row\">\(PrivacyPhrasing.name(of: pii)) <code>\(pii.rawValue)</code></th><td><code>\(action.rawValue)</code>: \(Prose.markup(PrivacyPhrasing.phrase(action, for: pii)))</td><td>\(source)</td></tr>\n"
        }
        return """
            <h2 id="privacy">Personal data</h2>
            <p>What the runtime does with a property marked with each class (<code>x-pii</code>) before the event leaves the app. A property's own <code>x-pii-action</code> overrides its class; its page says which applies. Strings of properties without a class pass the free-text scrubber.</p>
            <div class="table-wrap"><table class="catalogue">
            <caption>Personal-data classes and their actions</caption>
            <thead><tr><th scope="col">Class</th><th scope="col">What the runtime does</th><th scope="col">Set by</th></tr></thead>
            <tbody>
            \(rows)</tbody>
            </table></div>

            """
    }

    private func entitlements() -> HTML {
        var main: HTML = "<h2 id=\"entitlements\">Entitlements</h2>\n"
        guard !site.plan.entitlements.isEmpty else { return main + "<p class=\"empty\">The plan has no entitlements.</p>\n" }
        var rows = HTML(raw: "")
        for entitlement in site.plan.entitlements {
            let deprecated: HTML = entitlement.deprecation.map { " <span class=\"badge deprecated\">deprecated</span> \($0.message ?? "")" } ?? ""
            let location = entitlement.origin.keyLocation ?? entitlement.origin.location
            rows +=
                "<tr><th scope=\"row\"><code>\(entitlement.key)</code></th><td>\(entitlement.description ?? "")\(deprecated)</td><td><code>\(location.file):\(location.line)</code></td></tr>\n"
        }
        main += """
            <p>Keys the app gates features on.</p>
            <div class="table-wrap"><table class="catalogue">
            <caption>Entitlements</caption>
            <thead><tr><th scope="col">Key</th><th scope="col">Description</th><th scope="col">Plan</th></tr></thead>
            <tbody>
            \(rows)</tbody>
            </table></div>

            """
        return main
    }
}
