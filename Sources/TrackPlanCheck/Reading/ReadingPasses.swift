import TrackPlanModel
import TrackPlanParse

extension PlanReading {
    /// The parsed plan a reading starts from.
    struct Input {
        var documents: [String: JSONDocument] = [:]
        /// Files that could not be parsed.
        var unreadableFiles: Set<String> = []
        var manifest: JSONDocument?
        /// Every parsed file but the manifest, in path order (the plan's order).
        var planFiles: [JSONDocument] = []
    }

    /// Reads the plan's files one after the other: the reference order, which the concurrent reading reproduces.
    static func readSerially(_ input: Input) -> PlanReading {
        let reading = PlanReading(documents: input.documents, unreadableFiles: input.unreadableFiles)
        let sections = reading.readFrontMatter(input)
        for (document, fileSections) in zip(input.planFiles, sections) {
            if let fileSections { reading.readDeclarations(fileSections, in: document) }
        }
        return reading
    }

    /// What every file's declarations may depend on: the manifest, each file's sections (nil where the root is not an
    /// object) and the consent categories of all files.
    func readFrontMatter(_ input: Input) -> [KeywordFields?] {
        if let manifest = input.manifest { readManifest(manifest) }
        let fileSections = input.planFiles.map { self.sections(of: $0) }
        for sections in fileSections { if let sections { readConsentSection(sections) } }
        checkDefaultConsent()
        return fileSections
    }
}
