import TrackPlanModel

/// The super properties (sent with every event while set) and the traits of `identify` and `group`.
struct TraitsPage {
    let site: CatalogueSite

    func render() -> String {
        let plan = site.plan
        let table = PropertyTable(site: site, root: "")
        var main: HTML = "<h1>Traits and super properties</h1>\n"
        func owner(_ title: String) -> PropertyOwner? { site.owners.first { $0.title == title } }
        if let section = plan.superProperties, let owner = owner("Super properties") {
            main += """
                <section id="super-properties" aria-labelledby="super-properties-title">
                <h2 id="super-properties-title">Super properties</h2>
                <p>\(section.description ?? "Sent with every event while the app has them set.")</p>
                \(table.render(owner, caption: "Super properties", ownerFile: section.origin.location.file, contextNames: section.contextNames))</section>

                """
        }
        for (id, title, traits) in [("identify", "Identify traits", plan.identifyTraits), ("group", "Group traits", plan.groupTraits)] {
            guard let traits, let owner = owner(title) else { continue }
            main += """
                <section id="\(id)" aria-labelledby="\(id)-title">
                <h2 id="\(id)-title">\(title)</h2>
                <p>\(traits.description ?? "No description in the plan.")</p>
                \(table.render(owner, caption: title, ownerFile: traits.origin.location.file))</section>

                """
        }
        return PageLayout(site: site, root: "", current: .traits).render(title: "Traits and super properties", main: main)
    }
}
