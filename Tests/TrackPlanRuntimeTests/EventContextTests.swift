import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// The envelope's `context` as Segment's spec spells it: detected once at start, overridable, nil fields left out.
@Suite(.timeLimit(.minutes(20))) struct EventContextTests {
    func sentContext(_ configure: (inout TrackPlanOptions) -> Void = { _ in }) async throws -> [String: Any] {
        let transport = RecordingTransport()
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
        options.transport = transport
        options.logger = .silent
        configure(&options)
        let client = try TrackPlanClient.start(options)
        client.track(ButtonTapped(index: 1))
        await client.flush()
        await client.stop()
        return try #require(transport.sentEvents().first?["context"] as? [String: Any])
    }

    @Test func carriesWhatTheProcessCanTellAboutItself() async throws {
        let context = try await sentContext()
        let library = try #require(context["library"] as? [String: Any])
        #expect(library["name"] as? String == "trackplan-swift")
        #expect(library["version"] is String)
        let os = try #require(context["os"] as? [String: Any])
        #if os(Linux)
            #expect(os["name"] as? String == "Linux")
            #expect((context["device"] as? [String: Any])?["type"] as? String == "linux")
        #endif
        #expect((os["version"] as? String)?.isEmpty == false)
        #expect((context["app"] as? [String: Any])?["name"] is String)
        #expect(context["timezone"] as? String == TimeZone.current.identifier)
        #expect((context["device"] as? [String: Any])?["id"] == nil, "no device identifier unless the app opts in")
    }

    @Test func anAppOverridesAnyFieldAndNilFieldsAreLeftOut() async throws {
        var custom = EventContext()
        custom.app = .init(name: "Shop", version: "2.1", build: "417", namespace: "com.acme.shop")
        custom.locale = "de-DE"
        custom.screen = .init(width: 390, height: 844, density: 3)
        let context = try await sentContext { $0.context = custom }
        let app = try #require(context["app"] as? [String: Any])
        #expect(app["name"] as? String == "Shop")
        #expect(app["build"] as? String == "417")
        #expect(context["locale"] as? String == "de-DE")
        #expect((context["screen"] as? [String: Any])?["density"] as? Int == 3)
        #expect(context["os"] == nil)
        #expect(context["device"] == nil)
        #expect(context["timezone"] == nil)
    }

    @Test(arguments: [("en_US", "en-US"), ("de", "de"), ("sr_Latn_RS", "sr-Latn-RS"), ("ja_JP@calendar=japanese", "ja-JP")])
    func localesAreWrittenAsBCP47(identifier: String, expected: String) {
        #expect(EventContext.bcp47(identifier) == expected)
    }

    @Test(arguments: ["", "en_US_POSIX", "C"])
    func placeholderLocalesAreLeftOut(identifier: String) {
        #expect(EventContext.bcp47(identifier) == nil)
    }
}
