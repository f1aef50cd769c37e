import TrackPlanCheck
import TrackPlanFiles

/// Plan directories for a command: a directory or file that cannot be read or written is an I/O error (exit 3).
enum PlanFiles {
    static func read(_ directory: String) throws -> [PlanSourceFile] {
        try mapErrors { try PlanDirectory.readFiles(at: directory) }
    }

    /// Runs `body`, turning `PlanFilesError` into `IOError`.
    static func mapErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as PlanFilesError {
            throw IOError(error.description)
        }
    }
}
