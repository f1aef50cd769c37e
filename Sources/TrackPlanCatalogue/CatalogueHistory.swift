/// The plan's history for the catalogue: for each revision of the plan (newest first), what changed in each event
/// since the revision before it, as `trackplan diff` words it. Built by the CLI from git (`--history`).
public struct CatalogueHistory: Sendable, Hashable {
    /// One event or screen, by kind and key.
    public struct Subject: Sendable, Hashable {
        public var isScreen: Bool
        public var key: String
        public init(isScreen: Bool, key: String) {
            self.isScreen = isScreen
            self.key = key
        }
    }

    public struct Change: Sendable, Hashable {
        public var message: String
        /// The diff found it breaking (an error under the run's mode).
        public var isBreaking: Bool
        /// The reason of the diff config's ignore that accepted it (not breaking then), nil when none did.
        public var acceptedBecause: String?
        public init(message: String, isBreaking: Bool, acceptedBecause: String? = nil) {
            self.message = message
            self.isBreaking = isBreaking
            self.acceptedBecause = acceptedBecause
        }
    }

    public struct Revision: Sendable, Hashable {
        /// The abbreviated commit hash.
        public var commit: String
        /// The commit date, `YYYY-MM-DD`.
        public var date: String
        public var subject: String
        /// Why the plan at this revision could not be read or checked; nil when it loaded.
        public var problem: String?
        /// The plan's version at this revision, when it loaded.
        public var version: String?
        /// Changes since the previous loaded revision, by event; the oldest loaded revision lists the events it added.
        public var changes: [Subject: [Change]]

        public init(commit: String, date: String, subject: String, problem: String? = nil, version: String? = nil, changes: [Subject: [Change]] = [:])
        {
            self.commit = commit
            self.date = date
            self.subject = subject
            self.problem = problem
            self.version = version
            self.changes = changes
        }
    }

    /// Newest first.
    public var revisions: [Revision]

    public init(revisions: [Revision]) { self.revisions = revisions }
}
