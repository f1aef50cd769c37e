import ExamplePlan
import Foundation
import TestSupport
import Testing
import TrackPlan
import TrackPlanCollector

/// The cache file: a relaunch offline still answers for the same user, and never for another.
@Suite(.timeLimit(.minutes(20))) struct EntitlementPersistenceTests {
    /// Nothing listens on port 9 of 127.0.0.1: the relaunch is offline.
    let offline = URL(string: "http://127.0.0.1:9")!

    @Test func aRelaunchOfflineAnswersFromTheFile() async throws {
        let directory = TemporaryDirectory()
        try await withCollector { collector in
            await collector.setEntitlements(for: "user-a", [("early_access", nil), ("free_shipping", "2030-01-01T00:00:00Z")])
            let client = try await startClient(collector, directory: directory.url)
            client.identify(userId: "user-a")
            try await client.refreshEntitlements()
            await client.stop()
        }
        let relaunched = try await withCollector { collector in
            try await startClient(collector, directory: directory.url, endpoint: offline)
        }
        #expect(relaunched.userId == "user-a")
        #expect(relaunched.entitlements() == [.earlyAccess, .freeShipping])
        #expect(relaunched.isEntitled(.earlyAccess))
        do {
            try await relaunched.refreshEntitlements()
            Issue.record("an offline refresh succeeded")
        } catch {
            #expect(error.code == "entitlements_network")
        }
        #expect(relaunched.isEntitled(.earlyAccess))
        await relaunched.stop()
    }

    @Test func aSwitchDeletesTheFileAndARelaunchKnowsNothing() async throws {
        let directory = TemporaryDirectory()
        let file = directory.url.appendingPathComponent("entitlements.json")
        try await withCollector { collector in
            await collector.setEntitlements(for: "user-a", [("early_access", nil)])
            let client = try await startClient(collector, directory: directory.url)
            client.identify(userId: "user-a")
            try await client.refreshEntitlements()
            let saved = try String(contentsOf: file, encoding: .utf8)
            #expect(saved == #"{"entitlements":[{"key":"early_access"}],"userId":"user-a"}"#)
            client.identify(userId: "user-b")
            #expect(!FileManager.default.fileExists(atPath: file.path))
            await client.stop()
        }
        let relaunched = try await withCollector { collector in
            try await startClient(collector, directory: directory.url, endpoint: offline)
        }
        #expect(relaunched.subscriptionStatus == .unknown)
        await relaunched.stop()
    }

    /// As if the app died between saving the new identity and deleting the old user's file.
    @Test func aFileForAnotherUserIsIgnoredAndDeletedAtStart() async throws {
        let directory = TemporaryDirectory()
        try directory.write("identity.json", #"{"anonymousId":"anon-1","userId":"user-b"}"#)
        try directory.write("entitlements.json", #"{"entitlements":[{"key":"early_access"}],"userId":"user-a"}"#)
        let client = try await withCollector { collector in
            try await startClient(collector, directory: directory.url, endpoint: offline)
        }
        #expect(client.userId == "user-b")
        for key in allKeys { #expect(!client.isEntitled(key)) }
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("entitlements.json").path))
        await client.stop()
    }
}
