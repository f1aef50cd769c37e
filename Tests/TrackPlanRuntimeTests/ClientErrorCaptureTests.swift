import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// `captureError`: an `Application Error` event through the same pipeline, with fingerprint, frames and the
/// breadcrumb trail; `beforeSendError` edits or drops; the scrubber runs on it.
@Suite(.timeLimit(.minutes(20))) struct ClientErrorCaptureTests {
    enum CheckoutError: Error { case paymentDeclined(code: Int) }

    let transport = RecordingTransport()

    func start(_ configure: (inout TrackPlanOptions) -> Void = { _ in }) throws -> TrackPlanClient {
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
        options.transport = transport
        options.logger = .silent
        options.flushPolicies = [.manual]
        configure(&options)
        return try TrackPlanClient.start(options)
    }

    func sentErrors() -> [[String: Any]] {
        transport.sentEvents().filter { $0["event"] as? String == "Application Error" }.compactMap { $0["properties"] as? [String: Any] }
    }

    @Test func aHandledErrorArrivesWithItsTrail() async throws {
        let client = try start { $0.breadcrumbCapacity = 3 }
        for index in 0..<5 { client.track(ButtonTapped(index: index)) }
        client.addBreadcrumb("tapped pay", category: "ui")
        client.captureError(CheckoutError.paymentDeclined(code: 51))
        await client.flush()
        let properties = try #require(sentErrors().first)
        #expect((properties["error_type"] as? String)?.hasSuffix("CheckoutError") == true)
        #expect(properties["message"] as? String == "paymentDeclined(code: 51)")
        #expect(properties["handled"] as? Bool == true)
        #expect((properties["fingerprint"] as? String)?.count == 16)
        #expect((properties["frames"] as? [String])?.isEmpty == false)
        let trail = try #require(properties["breadcrumbs"] as? [[String: Any]])
        #expect(trail.map { $0["message"] as? String } == ["Button Tapped", "Button Tapped", "tapped pay"], "the last 3, oldest first")
        #expect(trail.last?["category"] as? String == "ui")
        await client.stop()
    }

    @Test func theSameErrorAtTheSamePlaceHasOneFingerprint() async throws {
        let client = try start()
        for _ in 0..<2 { client.captureError(CheckoutError.paymentDeclined(code: 51)) }
        client.captureError(CocoaError(.fileNoSuchFile))
        await client.flush()
        let fingerprints = sentErrors().compactMap { $0["fingerprint"] as? String }
        #expect(fingerprints.count == 3)
        #expect(fingerprints[0] == fingerprints[1])
        #expect(fingerprints[0] != fingerprints[2])
        await client.stop()
    }

    @Test func fingerprintsIgnoreLoadAddresses() {
        let linuxA = ["./App(+0x133e) [0x55b973d9233e]", "/lib/libc.so.6(+0x2724a) [0x7fda30e6c24a]"]
        let linuxB = ["./App(+0x133e) [0x55d0473e033e]", "/lib/libc.so.6(+0x2724a) [0x7fe43d76c24a]"]
        #expect(ErrorFingerprint.of(typeName: "E", frames: linuxA) == ErrorFingerprint.of(typeName: "E", frames: linuxB))
        let appleA = ["1   App   0x0000000100003f4c $s3App1fyyF + 28"]
        let appleB = ["1   App   0x0000000104a07f4c $s3App1fyyF + 28"]
        #expect(ErrorFingerprint.of(typeName: "E", frames: appleA) == ErrorFingerprint.of(typeName: "E", frames: appleB))
        #expect(ErrorFingerprint.of(typeName: "E", frames: appleA) != ErrorFingerprint.of(typeName: "F", frames: appleA))
    }

    @Test func beforeSendErrorEditsOrDrops() async throws {
        let client = try start {
            $0.beforeSendError = { captured in
                guard captured.message.contains("51") else { return nil }
                var edited = captured
                edited.message = "declined"
                return edited
            }
        }
        client.captureError(CheckoutError.paymentDeclined(code: 51))
        client.captureError(CheckoutError.paymentDeclined(code: 5))
        await client.flush()
        #expect(sentErrors().map { $0["message"] as? String } == ["declined"])
        #expect(client.stats().dropped[.beforeSendError] == 1)
        await client.stop()
    }

    struct LeakyError: Error, CustomStringConvertible {
        var description: String { "could not charge 4111 1111 1111 1111 for ada@example.com" }
    }

    @Test func theScrubberRunsOnErrorEvents() async throws {
        let client = try start()
        client.captureError(LeakyError(), handled: false)
        await client.flush()
        let properties = try #require(sentErrors().first)
        #expect(properties["message"] as? String == "could not charge <card> for <email>")
        #expect(properties["handled"] as? Bool == false)
        await client.stop()
    }
}
