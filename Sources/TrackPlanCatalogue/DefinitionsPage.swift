import TrackPlanModel

/// The shared definitions (what `$ref`s point at): each with its rules in words and every property written with it.
struct DefinitionsPage {
    let site: CatalogueSite

    func render() -> String {
        var main: HTML = """
            <h1>Shared definitions</h1>
            <p class="lede">Values defined once and used by several properties through <code>$ref</code>. A change to one changes every property listed under it.</p>

            """
        if site.definitions.all.isEmpty { main += "<p class=\"empty\">The plan has no shared definitions.</p>\n" }
        for definition in site.definitions.all {
            let anchor = site.paths.definitionAnchors[definition.key] ?? ""
            var uses = HTML(raw: "")
            for use in definition.uses {
                let owner = site.owners[use.owner]
                let row = owner.rows[use.row]
                let target = (owner.page.split(separator: "#").first.map(String.init) ?? owner.page) + "#" + row.anchor
                uses += "<li><a href=\"\(target)\">\(owner.title)</a> <code>\(row.path)</code></li>\n"
            }
            let location = definition.schema.origin.location
            main += """
                <section id="\(anchor)" aria-labelledby="\(anchor)-title">
                <h2 id="\(anchor)-title"><code>\(definition.name)</code></h2>
                <p>\(definition.schema.description ?? "No description in the plan.")</p>
                <p><strong>Value:</strong> \(RulePhrasing.html(definition.schema))</p>
                <p class="where">Plan: <code>\(definition.key.file)#\(definition.key.pointer)</code> at <code>\(location.file):\(location.line)</code></p>
                <h3>Used by \(definition.uses.count) propert\(definition.uses.count == 1 ? "y" : "ies")</h3>
                <ul class="uses">
                \(uses)</ul>
                </section>

                """
        }
        return PageLayout(site: site, root: "", current: .definitions).render(title: "Shared definitions", main: main)
    }
}
