import ExamplePlan
import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// `track`, `setConsent`, `identify` and consent reads from many tasks at once. Run under the thread sanitizer by
/// scripts/test-tsan.sh. Every analytics event is accounted for exactly once (sent, denied at the gate, or purged
/// or refused on withdrawal), and no event that was sent carries a state in which its category was denied.
@Suite(.timeLimit(.minutes(20))) struct ClientConsentConcurrencyTests {
    @Test(arguments: [false, true])
    func trackingWhileConsentFlipsAccountsForEveryEvent(onDisk: Bool) async throws {
        let directory = TemporaryDirectory()
        let transport = RecordingTransport()
        var options = TrackPlanOptions(
            writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: onDisk ? URL(fileURLWithPath: directory.path) : nil)
        options.logger = .silent
        options.clock = ManualClock()
        options.transport = transport
        options.bufferCap = 10_000
        options.flushPolicies = [.manual]
        options.consentCategories = .plan(ConsentCategory.self)
        let client = try TrackPlanClient.start(options)
        let trackers = 6
        let perTask = 200
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<trackers {
                group.addTask {
                    for step in 0..<perTask { client.track(PushPermissionAnswered(granted: true, promptCount: 1 + task * 10_000 + step)) }
                }
            }
            for flipper in 0..<2 {
                group.addTask {
                    for round in 0..<60 {
                        client.setConsent([ConsentCategory.analytics: (round + flipper) % 2 == 0])
                        _ = client.isConsentGranted(ConsentCategory.analytics)
                        _ = client.consentPreferences
                        if round % 20 == 0 { client.identify(userId: "u-\(flipper)-\(round)") }
                    }
                }
            }
        }
        await client.flush()
        let sent = transport.sentEvents().filter { $0["event"] as? String == "Push Permission Answered" }
        let dropped = client.stats().dropped
        #expect(sent.count + dropped[.consentDenied] + dropped[.consentWithdrawn] == trackers * perTask, "\(dropped)")
        let numbers = sent.compactMap { ($0["properties"] as? [String: Any])?["prompt_count"] as? Int }
        #expect(Set(numbers).count == sent.count, "nothing sent twice")
        for envelope in sent {
            let preferences = ((envelope["context"] as? [String: Any])?["consent"] as? [String: Any])?["categoryPreferences"] as? [String: Bool]
            #expect(preferences?["analytics"] == true, "an analytics event is sent only under a state that granted it")
        }
        await client.stop()
    }
}
