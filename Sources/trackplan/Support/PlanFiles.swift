import TrackPlanCheck

/// Reads a plan directory for a command: a directory that does not exist or cannot be read is an I/O error (exit 3).
enum PlanFiles {
    static func read(_ directory: String) throws -> [PlanSourceFile] {
        do {
            return try PlanDirectory.readFiles(at: directory)
        } catch let error as UsageError {
            throw IOError(error.description)
        }
    }
}
