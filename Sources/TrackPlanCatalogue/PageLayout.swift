import TrackPlanModel

/// The frame every page shares: head (with a Content-Security-Policy that allows the catalogue's own files and
/// nothing else, so no request leaves the page), a skip link, the header with the plan's name and the navigation,
/// the main content, and the footer.
struct PageLayout {
    enum Section { case events, definitions, consent, traits, none }

    let site: CatalogueSite
    /// `""` for root pages, `"../"` for pages one folder down.
    let root: String
    let current: Section

    func render(title: String, main: HTML, scripts: [String] = []) -> String {
        let plan = site.plan
        var nav: [HTML] = [link("index.html", "Events and screens", .events)]
        nav.append(link(CataloguePaths.definitions, "Shared definitions", .definitions))
        nav.append(link(CataloguePaths.consent, "Consent, privacy and entitlements", .consent))
        if site.hasTraitsPage { nav.append(link(CataloguePaths.traits, "Traits and super properties", .traits)) }
        let scriptTags = scripts.map { HTML(raw: "<script src=\"\(root)\($0)\"></script>\n") }
        let fileCount = plan.files.count
        let page: HTML = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'">
            <meta name="referrer" content="no-referrer">
            <meta name="generator" content="trackplan \(site.options.toolVersion)">
            <title>\(title) · \(plan.name)</title>
            <link rel="stylesheet" href="\(HTML(raw: root))catalogue.css">
            </head>
            <body>
            <a class="skip" href="#main">Skip to content</a>
            <header class="site">
            <p class="brand"><a href="\(HTML(raw: root))index.html">\(plan.name)</a> <span class="version">version \(plan.version.description)</span></p>
            <nav aria-label="Catalogue"><ul>
            \(nav)</ul></nav>
            </header>
            <main id="main" tabindex="-1">
            \(main)</main>
            <footer class="site"><p>Built by <code>trackplan docs</code> \(site.options.toolVersion) from \(fileCount) plan file\(fileCount == 1 ? "" : "s"). The plan's files are the source of truth; this catalogue is read-only.</p></footer>
            \(scriptTags)</body>
            </html>

            """
        return page.markup
    }

    private func link(_ path: String, _ label: String, _ section: Section) -> HTML {
        let currentMark: HTML = section == current ? " aria-current=\"page\"" : ""
        return "<li><a href=\"\(HTML(raw: root + path))\"\(currentMark)>\(label)</a></li>\n"
    }
}
