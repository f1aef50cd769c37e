import Foundation
import Testing

@testable import TrackPlan

/// The per-thread storage `track` writes its envelope in (`EnvelopeBuffer`): kept for the thread's next call, never
/// handed to another thread, and not kept when an event made it unusually large. The envelope's parts the encoder
/// copies from memory (`Identity`, `SessionStamp`) hold the same bytes as their arrays.
@Suite struct EnvelopeBufferTests {
    @Test func aThreadGetsBackTheStorageItGaveBack() {
        _ = EnvelopeBuffer.take()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2_048)
        bytes.append(contentsOf: Array("{\"type\":\"track\"}".utf8))
        let address = bytes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        EnvelopeBuffer.giveBack(&bytes)
        #expect(bytes.capacity == 0)  // moved into the slot, not copied: the caller keeps what the slot held (nothing)
        let taken = EnvelopeBuffer.take()
        #expect(taken.capacity >= 2_048)
        #expect(taken.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == address)
        #expect(EnvelopeBuffer.take().capacity == 0)  // taken: none left behind
    }

    @Test func anotherThreadDoesNotSeeIt() async {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1_024)
        EnvelopeBuffer.giveBack(&bytes)
        let otherCapacity = await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: EnvelopeBuffer.take().capacity) }
        }
        #expect(otherCapacity == 0)
    }

    @Test func largeStorageIsNotKept() {
        _ = EnvelopeBuffer.take()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(EnvelopeBuffer.largestKept + 1)
        EnvelopeBuffer.giveBack(&bytes)
        #expect(EnvelopeBuffer.take().capacity == 0)
    }

    @Test(arguments: [("anon-1", "user-1"), ("anon-2", nil), ("", nil)] as [(String, String?)])
    func identityPartsInMemoryMatchTheArrays(anonymousId: String, userId: String?) {
        let identity = Identity(anonymousId: anonymousId, userId: userId, base: EventContext())
        #expect(Array(identity.idMembersBytes) == identity.idMembers)
        #expect(Array(identity.contextBytes) == identity.context)
    }

    @Test func sessionTailInMemoryMatchesTheArray() {
        let stamp = SessionStamp(sessionId: 1_764_000_000_123, retention: nil)
        #expect(Array(stamp.tailBytes) == stamp.envelopeTail)
    }
}
