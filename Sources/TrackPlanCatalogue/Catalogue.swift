import TrackPlanModel

/// One file of a catalogue: its path under the output directory (`/`-separated, no `..`) and its bytes.
public struct CatalogueFile: Sendable, Hashable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// What a catalogue shows beyond the plan.
public struct CatalogueOptions: Sendable {
    /// Stamped in every page's footer.
    public var toolVersion: String
    /// Each event's changes through the plan's history, newest first (`trackplan docs --history`).
    public var history: CatalogueHistory?
    /// Where the app constructs each event and screen (`trackplan docs --usage`), by kind and key; nil when not
    /// given.
    public var callSites: [CatalogueHistory.Subject: [SourceLocation]]?

    public init(toolVersion: String, history: CatalogueHistory? = nil, callSites: [CatalogueHistory.Subject: [SourceLocation]]? = nil) {
        self.toolVersion = toolVersion
        self.history = history
        self.callSites = callSites
    }
}

/// `trackplan docs`: a checked plan → a static site (HTML, one CSS and one script file, a search index) that opens
/// from the file system or any static host and requests nothing. Pure: the same plan and options give the same
/// bytes; the CLI writes them.
public struct Catalogue: Sendable {
    /// The file listing every path the catalogue wrote, so the next run replaces only those.
    public static let manifestName = ".trackplan-catalogue"

    public var options: CatalogueOptions

    public init(options: CatalogueOptions) { self.options = options }

    /// Every file of the catalogue, sorted by path, the manifest included.
    public func build(_ plan: Plan) -> [CatalogueFile] {
        let site = CatalogueSite(plan: plan, options: options)
        var files: [(String, String)] = [
            (CataloguePaths.index, IndexPage(site: site).render()),
            (CataloguePaths.definitions, DefinitionsPage(site: site).render()),
            (CataloguePaths.consent, ConsentPage(site: site).render()),
            (CataloguePaths.style, CatalogueAssets.style),
            (CataloguePaths.script, CatalogueAssets.script),
            (CataloguePaths.searchIndex, SearchIndex(site: site).render()),
            // GitHub Pages would run Jekyll over the site without it.
            (".nojekyll", ""),
        ]
        if site.hasTraitsPage { files.append((CataloguePaths.traits, TraitsPage(site: site).render())) }
        for kind in EventKind.allCases {
            for index in site.events(kind).indices {
                files.append((site.paths.path(of: kind, at: index), EventPage(site: site, kind: kind, index: index).render()))
            }
        }
        files.sort { $0.0 < $1.0 }
        let manifest = Self.manifest(listing: files.map(\.0))
        return [CatalogueFile(path: Self.manifestName, bytes: Array(manifest.utf8))]
            + files.map { CatalogueFile(path: $0.0, bytes: Array($0.1.utf8)) }
    }

    /// The manifest's text: a comment line, then one path a line.
    static func manifest(listing paths: [String]) -> String {
        "# Files written by `trackplan docs`; the next run replaces or removes these and no others.\n" + paths.map { $0 + "\n" }.joined()
    }

    /// The paths a manifest lists (comment lines, blank lines and paths that could leave the directory skipped).
    public static func paths(inManifest text: String) -> [String] {
        text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map(String.init).filter { path in
            !path.hasPrefix("#") && !path.hasPrefix("/") && !path.split(separator: "/").contains("..") && !path.contains("\\")
        }
    }
}

/// Everything a page needs: the plan, its owners of properties, the page paths and the shared definitions.
struct CatalogueSite {
    let plan: Plan
    let options: CatalogueOptions
    /// Events, then screens, then identify traits, group traits and super properties (those the plan has).
    let owners: [PropertyOwner]
    let definitions: SharedDefinitions
    let paths: CataloguePaths
    /// Where in `owners` each kind's events start.
    private let screenStart: Int

    init(plan: Plan, options: CatalogueOptions) {
        self.plan = plan
        self.options = options
        let slugs = CataloguePaths.eventSlugs(plan)
        var owners: [PropertyOwner] = []
        for kind in EventKind.allCases {
            for (index, event) in plan.events(kind).enumerated() {
                owners.append(PropertyOwner(title: event.key, page: slugs[kind]![index], shape: event.properties))
            }
        }
        screenStart = plan.events.count
        if let traits = plan.identifyTraits {
            owners.append(
                PropertyOwner(
                    title: "Identify traits", page: CataloguePaths.traits + "#identify", shape: traits.properties, anchorPrefix: "identify-"))
        }
        if let traits = plan.groupTraits {
            owners.append(
                PropertyOwner(title: "Group traits", page: CataloguePaths.traits + "#group", shape: traits.properties, anchorPrefix: "group-"))
        }
        if let section = plan.superProperties {
            owners.append(
                PropertyOwner(
                    title: "Super properties", page: CataloguePaths.traits + "#super-properties", shape: section.properties, anchorPrefix: "super-"))
        }
        self.owners = owners
        let definitions = SharedDefinitions(owners: owners)
        self.definitions = definitions
        paths = CataloguePaths(plan: plan, eventPaths: slugs, definitions: definitions)
    }

    func events(_ kind: EventKind) -> [Event] { plan.events(kind) }

    func owner(_ kind: EventKind, _ index: Int) -> PropertyOwner { owners[(kind == .track ? 0 : screenStart) + index] }

    var hasTraitsPage: Bool { plan.identifyTraits != nil || plan.groupTraits != nil || plan.superProperties != nil }

    func consentCategory(named name: String) -> ConsentCategory? { plan.consentCategories.first { $0.name == name } }
}

extension Plan {
    func events(_ kind: EventKind) -> [Event] { kind == .track ? events : screens }
}
