import TrackPlanModel

/// A table of an owner's properties: path, type and rules in words, required or not, personal data and what the
/// runtime does with it, and notes (description, deprecation, earlier names, shared definition, plan line).
struct PropertyTable {
    let site: CatalogueSite
    /// The page's way back to the root (`""` or `"../"`).
    let root: String

    /// `ownerFile`: the file the owner is defined in; a row defined in the same file shows only its line.
    func render(_ owner: PropertyOwner, caption: String, ownerFile: String, contextNames: [String] = []) -> HTML {
        guard !owner.rows.isEmpty else { return "<p class=\"empty\">No properties.</p>\n" }
        var body = HTML(raw: "")
        for row in owner.rows {
            body += self.row(row, ownerFile: ownerFile, goesIntoContext: row.depth == 0 && contextNames.contains(row.property.name))
        }
        let additional: HTML =
            owner.shape.allowsAdditionalProperties
            ? "<p class=\"note\">Properties not listed here are accepted too.</p>\n"
            : "<p class=\"note\">Properties not listed here are rejected.</p>\n"
        return """
            <div class="table-wrap"><table class="properties">
            <caption>\(caption)</caption>
            <thead><tr><th scope="col">Property</th><th scope="col">Type and rules</th><th scope="col">Required</th><th scope="col">Personal data</th><th scope="col">About</th></tr></thead>
            <tbody>
            \(body)</tbody>
            </table></div>
            \(additional)
            """
    }

    private func row(_ row: PropertyRow, ownerFile: String, goesIntoContext: Bool) -> HTML {
        let property = row.property
        let required: HTML = property.isRequired ? "<td class=\"required\">required</td>" : "<td class=\"optional\">optional</td>"
        var about: [HTML] = []
        if let description = property.schema.description { about.append("<p>\(description)</p>") }
        if let deprecation = property.schema.deprecation {
            about.append("<p class=\"deprecated\"><strong>Deprecated.</strong> \(deprecation.message ?? "Stop sending it.")</p>")
        }
        if !property.previousNames.isEmpty {
            let names = property.previousNames.map { HTML("<code>\($0)</code>") }.joined(separator: ", ")
            about.append("<p>Formerly \(names).</p>")
        }
        if goesIntoContext { about.append("<p>Sent in the event's <code>context</code>, not its properties.</p>") }
        for reference in PropertyRows.references(of: property.schema) {
            guard let definition = site.definitions.definition(for: reference), let anchor = site.paths.definitionAnchors[definition.key] else {
                continue
            }
            about.append("<p>Shared definition <a href=\"\(HTML(raw: root))definitions.html#\(anchor)\"><code>\(definition.name)</code></a>.</p>")
        }
        let location = property.use?.keyLocation ?? property.use?.location ?? property.schema.origin.location
        about.append(
            location.file == ownerFile
                ? "<p class=\"where\">Plan line \(location.line)</p>" : "<p class=\"where\">Plan: <code>\(location.file):\(location.line)</code></p>")
        let depthClass: HTML = row.depth > 0 ? " class=\"nested depth-\(min(row.depth, 4))\"" : ""
        return """
            <tr id="\(row.anchor)"\(depthClass)><th scope="row"><code>\(row.path)</code></th><td>\(RulePhrasing.html(property.schema))</td>\(required)<td>\(privacy(property))</td><td>\(about)</td></tr>

            """
    }

    private func privacy(_ property: Property) -> HTML {
        guard let pii = property.pii else { return "<span class=\"none\">none declared</span>" }
        guard let action = site.plan.privacy.action(for: property) else { return "\(PrivacyPhrasing.name(of: pii))" }
        return "<strong>\(PrivacyPhrasing.name(of: pii))</strong>: \(Prose.markup(PrivacyPhrasing.phrase(action, for: pii)))"
    }
}

/// The catalogue's own sentences (never plan text) with backtick code spans as markup.
enum Prose {
    static func markup(_ text: String) -> HTML {
        RulePhrasing.markup(String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "`" ? "\u{1}" : $0 })))
    }
}
