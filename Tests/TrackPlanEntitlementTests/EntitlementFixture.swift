import ExamplePlan
import Foundation
import TestSupport
import TrackPlan
import TrackPlanCollector

extension ManualClock: TrackPlanClock {}

/// Every key of the example plan, made from the raw values so the deprecated one warns nowhere.
let allKeys: [EntitlementKey] = ["free_shipping", "early_access", "style_advisor", "wishlist_sharing"].compactMap(EntitlementKey.init(rawValue:))

/// Log entries, collected for assertions.
final class LogCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [TrackPlanLogEntry] = []

    var logger: TrackPlanLogger { TrackPlanLogger(minimumLevel: .debug) { entry in self.lock.withLock { self.entries.append(entry) } } }
    func codes() -> [String] { lock.withLock { entries.map(\.code) } }
    func count(_ code: String) -> Int { codes().filter { $0 == code }.count }
}

/// A client pointed at `collector`, with a manual clock, manual flushes and (optionally) a storage directory.
/// `entitlementTimeout` bounds each refresh: shorter than the suites' time limits, so a request the collector never
/// answers fails as a timeout rather than running into the limit.
func startClient(
    _ collector: TrackPlanCollector, clock: ManualClock = ManualClock(), directory: URL? = nil, log: LogCapture = LogCapture(),
    endpoint: URL? = nil, entitlementTimeout: TimeInterval = entitlementTestTimeout
) async throws -> TrackPlanClient {
    let base = await collector.endpoint
    var options = TrackPlanOptions(writeKey: collector.writeKey, endpoint: (endpoint ?? base).absoluteString, storageDirectory: directory)
    options.clock = clock
    options.logger = log.logger
    options.flushPolicies = [.manual]
    options.entitlementTimeout = entitlementTimeout
    return try TrackPlanClient.start(options)
}

/// Each refresh's timeout in these tests: below every entitlement suite's time limit (a minute or more), so a
/// request the collector never answers fails as a timeout, with the test's own message, before the limit cancels
/// the test; and well above the time a held request waits for its release, even on a loaded machine.
let entitlementTestTimeout: TimeInterval = 45

/// Polls (without the test's clock) until `condition` holds; the collector's gate makes the wait short.
func eventually(_ what: String, _ condition: @Sendable () async -> Bool) async throws {
    for _ in 0..<2000 {
        if await condition() { return }
        try await Task.sleep(nanoseconds: 2_000_000)
    }
    throw Timeout(what: what)
}

struct Timeout: Error, CustomStringConvertible {
    var what: String
    var description: String { "timed out waiting for \(what)" }
}
