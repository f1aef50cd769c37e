import Foundation
import Testing

@testable import TrackPlan

/// Reading the record the signal handler wrote: the frames below the trampoline, without per-launch addresses.
@Suite struct CrashRecordTests {
    static let linux = """
        trackplan-crash 1
        signal 4
        time 1795601372220
        frames
        /apps/shop/.build/debug/shop(+0x6a048)[0x55cb1f5bd048]
        /apps/shop/.build/debug/shop(+0x6843a)[0x55cb1f5bb43a]
        /lib/x86_64-linux-gnu/libc.so.6(+0x3c050)[0x7ff2c37a1050]
        /opt/swift/usr/lib/swift/linux/libswiftCore.so($ss17_assertionFailure+0x12f)[0x7ff2c4ef961f]
        /apps/shop/.build/debug/shop(+0xe8829)[0x55cb1f63b829]
        end

        """

    @Test func readsSignalTimeAndTheFramesBelowTheTrampoline() throws {
        let record = try #require(CrashRecord(text: Self.linux))
        #expect(record.signal == SIGILL)
        #expect(record.signalName == "SIGILL")
        #expect(record.timestampMillis == 1_795_601_372_220)
        #expect(record.frames == ["libswiftCore.so($ss17_assertionFailure+0x12f)", "shop(+0xe8829)"])
        #expect(record.captured.handled == false)
        #expect(record.captured.typeName == "SIGILL")
    }

    @Test func theFingerprintIgnoresWhereTheBinaryLivesAndWhereItWasLoaded() throws {
        let moved = Self.linux.replacingOccurrences(of: "/apps/shop/.build/debug/", with: "/opt/other/")
            .replacingOccurrences(of: "0x55cb1f", with: "0x56aa00")
        let first = try #require(CrashRecord(text: Self.linux))
        let second = try #require(CrashRecord(text: moved))
        #expect(first.captured.fingerprint == second.captured.fingerprint)
    }

    @Test(arguments: ["", "trackplan-crash 1\n", "trackplan-crash 1\nsignal x\ntime 1\n", "not a record"])
    func anEmptyOrTornFileIsNoRecord(text: String) {
        #expect(CrashRecord(text: text) == nil)
    }

    @Test func aRecordCutShortKeepsTheFramesItHas() throws {
        let torn = try #require(CrashRecord(text: "trackplan-crash 1\nsignal 11\ntime 5\nframes\n/lib/libc.so.6(+0x1)[0x2]\napp(+0x10)[0x7"))
        #expect(torn.signalName == "SIGSEGV")
        #expect(torn.frames == ["app(+0x10)[0x7"])
    }
}
