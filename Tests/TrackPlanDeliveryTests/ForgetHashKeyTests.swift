import ExamplePlan
import Foundation
import TestSupport
import Testing
import TrackPlan
import TrackPlanCollector

/// `forget()` replaces the install's PII hash key, so a user who signs up again with the same email after being
/// forgotten cannot be joined with their rows from before: the same email hashes differently before and after, and
/// the new key is the one on disk after a restart. An app-provided key is the app's, and is left alone.
@Suite(.timeLimit(.minutes(20))) struct ForgetHashKeyTests {
    static let email = "ada@example.com"
    static let keyFile = "pii-hash.key"

    static func manual(_ options: inout TrackPlanOptions) { options.flushPolicies = [.manual] }

    /// Signs in with the same email (an identify with the hashed `email` trait and a `Signup Completed` event with
    /// the hashed `email` property), delivers, and returns the hashes the collector received since `from`.
    static func signIn(_ harness: DeliveryHarness, from: Int) async throws -> Set<String> {
        harness.client.identify(userId: "u-1", traits: IdentifyTraits(email: email, tier: .free, createdAt: Date(timeIntervalSince1970: 0)))
        harness.client.track(SignupCompleted(method: .email, email: email, marketingOptIn: false))
        await harness.client.flush()
        let envelopes = await harness.collector.acceptedEvents.dropFirst(from)
            .compactMap { try? JSONSerialization.jsonObject(with: $0.json) as? [String: Any] }
        let hashes = envelopes.compactMap { (($0["traits"] ?? $0["properties"]) as? [String: Any])?["email"] as? String }
        #expect(hashes.count == 2)
        return Set(hashes)
    }

    static func installKey(_ harness: DeliveryHarness) throws -> Data {
        try Data(contentsOf: harness.directory.appendingPathComponent(keyFile))
    }

    @Test func theSameEmailHashesDifferentlyAfterForgetAndTheNewKeyOutlivesARestart() async throws {
        try await withCollector { collector in
            let harness = try await DeliveryHarness(collector: collector, configure: Self.manual)
            defer { Task { await harness.tearDown() } }
            let before = try await Self.signIn(harness, from: 0)
            let oldKey = try Self.installKey(harness)
            await harness.client.forget()
            #expect(await collector.forgetRequests.count == 1)
            let newKey = try Self.installKey(harness)
            #expect(newKey.count == 32)
            #expect(newKey != oldKey, "forget() wrote a new key over the old one")
            let after = try await Self.signIn(harness, from: 2)
            try await harness.restart(writeKey: collector.writeKey, configure: Self.manual)
            let afterRestart = try await Self.signIn(harness, from: 4)
            #expect(before.count == 1 && after.count == 1)
            #expect(before.isDisjoint(with: after), "the forgotten user's hash is not joinable with the new one")
            #expect(after == afterRestart, "the rotated key is the install's key from now on")
            #expect(try Self.installKey(harness) == newKey)
            let expected = PIIHasher(key: try #require(PIIHashKey(bytes: newKey))).hexDigest(of: Self.email)
            #expect(after == [expected])
            #expect(try !String(decoding: Self.installKey(harness), as: Unicode.ASCII.self).contains(Self.email))
        }
    }

    @Test func anAppProvidedKeyIsLeftAloneByForget() async throws {
        let key = try #require(PIIHashKey(bytes: [UInt8](repeating: 9, count: 32)))
        let configure: (inout TrackPlanOptions) -> Void = { options in
            Self.manual(&options)
            options.piiHashKey = key
        }
        try await withCollector { collector in
            let harness = try await DeliveryHarness(collector: collector, configure: configure)
            defer { Task { await harness.tearDown() } }
            let before = try await Self.signIn(harness, from: 0)
            await harness.client.forget()
            try await harness.restart(writeKey: collector.writeKey, configure: configure)
            let after = try await Self.signIn(harness, from: 2)
            #expect(before == after)
            #expect(after == [PIIHasher(key: key).hexDigest(of: Self.email)])
            #expect(!FileManager.default.fileExists(atPath: harness.directory.appendingPathComponent(Self.keyFile).path))
        }
    }
}
