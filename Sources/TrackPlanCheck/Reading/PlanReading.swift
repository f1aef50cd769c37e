import TrackPlanModel
import TrackPlanParse

/// The state of one `PlanLoader.load` call: the parsed files, what has been read so far, and every diagnostic.
/// The readers for manifest, sections, schemas and references are extensions of this type, one file each.
final class PlanReading {
    /// Parsed files by plan-relative path.
    private(set) var documents: [String: JSONDocument]
    /// Files that exist but could not be parsed (their problems are already reported; references into them are not).
    let unreadableFiles: Set<String>
    var manifest = Manifest()
    var diagnostics: [Diagnostic] = []
    /// The number of errors reported so far; readers compare before and after to know whether a part failed.
    private(set) var errorCount = 0
    /// Shared definitions already read, keyed by `file#pointer`. A nil value records a definition that failed.
    var definitionCache: [String: ReadSchema?] = [:]
    /// Successful `$ref` resolutions by referencing file and `$ref` text, so a definition used thousands of times
    /// is looked up once per file.
    var resolvedReferences: [ReferenceUse: ReadSchema] = [:]
    /// Definitions being read right now: meeting one again through `$ref` is a cycle.
    var definitionsInProgress: Set<String> = []
    /// Definitions read when a `$ref` first led to them (not by `readDefinitions` ahead of their uses).
    var definitionsReadOnDemand = 0
    /// Declared consent categories by name (filled before events are read).
    var consentCategories: [ConsentCategory] = []
    var contents = PlanContents()
    var names = NameCache()

    init(documents: [String: JSONDocument], unreadableFiles: Set<String>) {
        self.documents = documents
        self.unreadableFiles = unreadableFiles
    }

    /// Lets go of the parsed files once nothing reads them (the loader frees them on another thread).
    func releaseDocuments() { documents = [:] }

    // MARK: Reporting

    func error(_ rule: String, _ message: String, at node: JSONNode) {
        errorCount += 1
        diagnostics.append(.error(rule, message, at: node.location, pointer: node.pointer))
    }

    /// Reports at a member's key (where a misspelt or misplaced keyword is written).
    func error(_ rule: String, _ message: String, atKeyOf member: JSONMember) {
        errorCount += 1
        diagnostics.append(.error(rule, message, at: member.keyLocation, pointer: member.value.pointer))
    }

    func warning(_ rule: String, _ message: String, atKeyOf member: JSONMember) {
        diagnostics.append(.warning(rule, message, at: member.keyLocation, pointer: member.value.pointer))
    }

    func warning(_ rule: String, _ message: String, at node: JSONNode) {
        diagnostics.append(.warning(rule, message, at: node.location, pointer: node.pointer))
    }

    func error(_ rule: String, _ message: String, at place: JSONNodeReference) {
        errorCount += 1
        diagnostics.append(.error(rule, message, at: place.location, pointer: place.pointer))
    }
}

/// One `$ref` text written in one file.
struct ReferenceUse: Hashable {
    var file: String
    var text: String
}

/// A schema as read from a plan, with the property-level facts a definition can carry.
struct ReadSchema: Sendable, Hashable {
    var schema: Schema
    /// `x-pii` of the schema (or of its definition, or of its items).
    var pii: PIIClass?
    /// `x-pii-action` of the schema (or of its definition, or of its items).
    var piiAction: PIIAction?
}
