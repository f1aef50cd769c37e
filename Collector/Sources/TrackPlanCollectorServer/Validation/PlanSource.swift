import Foundation
import TrackPlanCheck
import TrackPlanModel

/// The plan the collector validates against, loaded with `PlanLoader` and reloaded when its files change.
/// A reload that fails keeps the last good plan and reports the diagnostics.
public final class PlanSource: @unchecked Sendable {
    // @unchecked: every mutable field is read and written under `lock`.
    public let directory: String
    private let lock = NSLock()
    private var current: PlanIndex
    private var fingerprint: [String]

    /// Loads the plan in `directory`; throws `PlanSourceError` listing the diagnostics when it has errors.
    public init(directory: String) throws {
        self.directory = directory
        fingerprint = PlanFiles.fingerprint(directory)
        current = try Self.load(directory)
    }

    public var index: PlanIndex { lock.withLock { current } }
    public var validator: MessageValidator { MessageValidator(index: index) }

    /// Reloads when a file was added, removed or modified since the last look. Returns the outcome, or nil
    /// when nothing changed.
    @discardableResult
    public func reloadIfChanged() -> Result<Plan, PlanSourceError>? {
        let now = PlanFiles.fingerprint(directory)
        guard lock.withLock({ now != fingerprint }) else { return nil }
        lock.withLock { fingerprint = now }
        do {
            let index = try Self.load(directory)
            lock.withLock { current = index }
            return .success(index.plan)
        } catch let error as PlanSourceError {
            return .failure(error)
        } catch {
            return .failure(PlanSourceError(diagnostics: ["\(error)"]))
        }
    }

    private static func load(_ directory: String) throws -> PlanIndex {
        let result = PlanLoader().load(try PlanFiles.read(directory))
        guard let plan = result.plan else {
            throw PlanSourceError(diagnostics: result.diagnostics.filter { $0.severity == .error }.map(\.description))
        }
        return PlanIndex(plan)
    }
}

/// The plan could not be loaded; `diagnostics` are the loader's `file:line:column: error: …` lines.
public struct PlanSourceError: Error, CustomStringConvertible {
    public var diagnostics: [String]
    public var description: String { diagnostics.joined(separator: "\n") }
}
