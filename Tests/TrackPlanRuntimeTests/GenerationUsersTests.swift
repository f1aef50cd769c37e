import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// The map of identity generations to user ids `forget()` purges by: persisted, read back by the next start,
/// bounded, and without the forgotten user's id afterwards.
@Suite struct GenerationUsersTests {
    static func identity(_ userId: String?, _ generation: UInt16) -> Identity {
        Identity(anonymousId: "anon", userId: userId, generation: generation, base: EventContext())
    }

    @Test func generationsSurviveARestartAndLeaveWithTheForgottenUser() throws {
        let directory = TemporaryDirectory()
        let map = GenerationUsers(directory: directory.url)
        map.record(Self.identity("a", 0))
        map.record(Self.identity(nil, 1))  // anonymous: nothing to record
        map.record(Self.identity("b", 2))
        map.record(Self.identity("a", 3))
        let reopened = GenerationUsers(directory: directory.url)
        #expect(reopened.generations(of: "a") == [0, 3])
        #expect(reopened.generations(of: "b") == [2])
        reopened.remove(userId: "a")
        #expect(GenerationUsers(directory: directory.url).generations(of: "a").isEmpty)
        #expect(try !String(contentsOf: directory.url.appendingPathComponent(GenerationUsers.fileName), encoding: .utf8).contains("\"a\""))
    }

    @Test func aReusedGenerationBelongsToItsNewUserAndTheMapIsBounded() throws {
        let directory = TemporaryDirectory()
        let map = GenerationUsers(directory: directory.url)
        map.record(Self.identity("a", 7))
        map.record(Self.identity("b", 7))  // an alias, or a generation number come round again
        #expect(map.generations(of: "a").isEmpty)
        #expect(map.generations(of: "b") == [7])
        for generation in 0..<UInt16(GenerationUsers.capacity + 10) { map.record(Self.identity("c", generation)) }
        #expect(GenerationUsers(directory: directory.url).generations(of: "c").count == GenerationUsers.capacity)
    }
}
