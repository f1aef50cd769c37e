import Dispatch
import TrackPlanModel
import TrackPlanParse

/// Reading the files' declarations on several threads, with the result of reading them one after the other.
///
/// A file's declarations depend on the other files only through the front matter (manifest, consent categories),
/// which is read first, and through shared definitions, which are all read next on the calling thread. Each file
/// then gets a reading of its own, and their findings are merged in file order. File order decides something only
/// when a plan is wrong: which of two declarations of a name is the duplicate, which `$ref` of a cycle is reported,
/// which use of a broken definition fails with it. So any error, or a definition not read ahead (a `$ref` to a
/// pointer inside a definition), makes the concurrent reading give up, and the loader reads the plan serially.
extension PlanReading {
    /// The reading of `input`, or nil where the serial reading must decide.
    static func readConcurrently(_ input: Input) -> PlanReading? {
        let reading = PlanReading(documents: input.documents, unreadableFiles: input.unreadableFiles)
        let sections = reading.readFrontMatter(input)
        guard reading.errorCount == 0 else { return nil }
        for (document, fileSections) in zip(input.planFiles, sections) {
            if let fileSections { reading.readDefinitions(fileSections, in: document.path) }
        }
        guard reading.errorCount == 0 else { return nil }
        let files = input.planFiles.map { _ in reading.fileReading() }
        // Each iteration touches only its own file's reading; the shared state is only read until concurrentPerform returns.
        nonisolated(unsafe) let readings = files
        let documents = input.planFiles
        DispatchQueue.concurrentPerform(iterations: documents.count) { index in
            if let fileSections = sections[index] { readings[index].readDeclarations(fileSections, in: documents[index]) }
        }
        for file in files {
            guard reading.merge(file) else { return nil }
        }
        return reading
    }

    /// A reading of one file's declarations that starts from what this reading has found so far.
    private func fileReading() -> PlanReading {
        let file = PlanReading(documents: documents, unreadableFiles: unreadableFiles)
        file.manifest = manifest
        file.consentCategories = consentCategories
        file.definitionCache = definitionCache
        return file
    }

    /// Adds what one file's reading found; false when the serial reading must decide instead (see above).
    private func merge(_ file: PlanReading) -> Bool {
        guard file.errorCount == 0, file.definitionsReadOnDemand == 0, contents.merge(file.contents) else { return false }
        diagnostics += file.diagnostics
        return true
    }
}
