import ExamplePlan
import Foundation
import TestSupport
import Testing

@_spi(Generated) @testable import TrackPlan

/// The runtime side of the plan's personal-data actions: the keyed hash (a known HMAC-SHA-256 vector), the writer
/// calls generated encoders make, and the key's home (app-provided, else one per install in the storage directory).
@Suite(.timeLimit(.minutes(20))) struct PIIActionRuntimeTests {
    static let key = PIIHashKey(bytes: [UInt8](repeating: 7, count: 32))!

    @Test func hashIsHMACSHA256InLowercaseHex() throws {
        // RFC 4231, test case 1: key 0x0b × 20, data "Hi There".
        let hasher = PIIHasher(key: try #require(PIIHashKey(bytes: [UInt8](repeating: 0x0b, count: 20))))
        #expect(hasher.hexDigest(of: "Hi There") == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(PIIHashKey(bytes: [UInt8](repeating: 1, count: 15)) == nil)
    }

    @Test func writerCallsOfTheGeneratedEncoders() throws {
        let hasher = PIIHasher(key: Self.key)
        var writer = JSONWriter()
        writer.scrubsPII = true
        writer.piiHasher = hasher
        writer.beginObject()
        writer.member(escaped: "a", redacting: 42, token: "<phone>")
        writer.member(escaped: "b", hashing: "ada@example.com")
        writer.member(escaped: "c", verbatim: "mail ada@example.com")
        writer.member(escaped: "d", string: "mail ada@example.com")
        writer.key(escaped: "e")
        writer.beginHashed()
        writer.integer(1984)
        writer.endHashed()
        writer.key(escaped: "f")
        writer.beginHashed()
        writer.uuid(UUID(uuidString: "00000000-0000-4000-8000-00000000000A")!)
        writer.endHashed()
        writer.key(escaped: "g")
        writer.beginVerbatim()
        writer.beginArray()
        writer.string("ada@example.com")
        writer.endArray()
        writer.endVerbatim()
        writer.endObject()
        let expected =
            #"{"a":"<phone>","b":"\#(hasher.hexDigest(of: "ada@example.com"))","c":"mail ada@example.com","d":"mail <email>","#
            + #""e":"\#(hasher.hexDigest(of: "1984"))","f":"\#(hasher.hexDigest(of: "00000000-0000-4000-8000-00000000000a"))","#
            + #""g":["ada@example.com"]}"#
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
        #expect(writer.scrubbedPII == PIIScrubCounts(emails: 1))
    }

    /// `track`'s writer borrows the call's key for one encoding (`lending(_:_:)`): it hashes as with a key set, and
    /// the loan ends with the scope.
    @Test func aLentKeyHashesLikeAKeySet() {
        let hasher = PIIHasher(key: Self.key)
        withExtendedLifetime(hasher) {
            var lent = JSONWriter()
            let lentHasher = lent.lending(Unmanaged.passUnretained(hasher)) { writer in
                writer.member(escaped: "b", hashing: "ada@example.com")
                return writer.piiHasher
            }
            var owned = JSONWriter()
            owned.piiHasher = hasher
            owned.member(escaped: "b", hashing: "ada@example.com")
            #expect(lent.bytes == owned.bytes)
            #expect(lentHasher === hasher)
            #expect(lent.piiHasher == nil)
        }
    }

    @Test func aWriterWithoutAKeyStillNeverWritesTheValue() {
        var writer = JSONWriter()
        writer.hashing("ada@example.com")
        let text = String(decoding: writer.bytes, as: UTF8.self)
        // A hash is 64 hex digits in quotes: no part of the address can stand in it. (Checking for "ada" failed
        // about one run in 70: a random key's hex holds those three letters now and then.)
        #expect(!text.contains("@") && !text.contains("example"))
        #expect(text.count == 66)
        let onlyHexDigits = text.dropFirst().dropLast().allSatisfy(\.isHexDigit)
        #expect(onlyHexDigits)
    }

    func start(_ directory: TemporaryDirectory, key: PIIHashKey? = nil) throws -> (TrackPlanClient, RecordingTransport) {
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: directory.url)
        let transport = RecordingTransport()
        options.transport = transport
        options.flushPolicies = [.manual]
        options.logger = .silent
        options.piiHashKey = key
        return (try TrackPlanClient.start(options), transport)
    }

    @Test func theInstallKeyIsKeptInTheStorageDirectoryAndHashesStayJoinableAcrossStarts() async throws {
        let directory = TemporaryDirectory()
        var hashes: [String] = []
        for _ in 0..<2 {
            let (client, transport) = try start(directory)
            client.track(SignupCompleted(method: .email, email: "ada@example.com", phone: .value("+46701234567"), marketingOptIn: true))
            #expect(try !directory.storedText().contains("ada@example.com"))
            #expect(try !directory.storedText().contains("+46701234567"))
            await client.flush()
            let properties = try #require(transport.sentEvents().first?["properties"] as? [String: Any])
            #expect(properties["phone"] as? String == "<phone>")
            hashes.append(try #require(properties["email"] as? String))
            await client.stop()
        }
        let file = directory.url.appendingPathComponent(PIIHashKeyFile.fileName)
        let key = try Data(contentsOf: file)
        #expect(key.count == 32)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600, "the key is readable by the owner only")
        #expect(!FileManager.default.fileExists(atPath: file.path + ".tmp"))
        #expect(hashes[0] == hashes[1])
        #expect(hashes[0] == PIIHasher(key: PIIHashKey(bytes: key)!).hexDigest(of: "ada@example.com"))
    }

    @Test func anAppKeyIsUsedForEventsAndTraitsAndNoKeyFileIsWritten() async throws {
        let directory = TemporaryDirectory()
        let (client, transport) = try start(directory, key: Self.key)
        client.track(SignupCompleted(method: .email, email: "ada@example.com", marketingOptIn: false))
        client.identify(
            userId: "u1", traits: IdentifyTraits(email: "ada@example.com", firstName: "Ada", tier: .plus, createdAt: Date(timeIntervalSince1970: 0)))
        #expect(try !directory.storedText().contains("ada@example.com"))
        #expect(try !directory.storedText().contains("\"Ada\""))
        await client.flush()
        let expected = PIIHasher(key: Self.key).hexDigest(of: "ada@example.com")
        let sent = transport.sentEvents()
        #expect((sent.first?["properties"] as? [String: Any])?["email"] as? String == expected)
        let traits = try #require(sent.last?["traits"] as? [String: Any])
        #expect(traits["email"] as? String == expected)
        #expect(traits["first_name"] as? String == "<name>")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent(PIIHashKeyFile.fileName).path))
        await client.stop()
    }
}
