import Foundation

/// Reloads the plan when its files change (polled once a second: plan directories are small, and polling
/// works the same on every platform and file system). Reports each reload on standard error.
public struct PlanWatcher: Sendable {
    let source: PlanSource
    let interval: Double

    public init(source: PlanSource, interval: Double = 1) {
        self.source = source
        self.interval = interval
    }

    public func run() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(interval))
            switch source.reloadIfChanged() {
            case .success(let plan)?:
                report("trackplan-collector: plan reloaded: \"\(plan.name)\" \(plan.version) (\(plan.events.count) events)")
            case .failure(let error)?:
                report("\(error)\ntrackplan-collector: the changed plan has errors; still validating with the last good one")
            case nil:
                break
            }
        }
    }

    private func report(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }
}
