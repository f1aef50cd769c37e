import Foundation
import Testing
import TrackPlan

@Suite("BatchRequestBuilder, Retry-After and sentAt formatting")
struct TransportBatchRequestTests {
    @Test func bodyCopiesStoredEventBytesVerbatim() throws {
        let builder = BatchRequestBuilder(endpoint: URL(string: "https://c.example/base")!, writeKey: "wk")
        let stored = [Data(#"{"a": 1 ,"messageId":"x"}"#.utf8), Data(#"{"b":"é\u0000"}"#.utf8)]
        let request = builder.build(events: stored, idempotencyKey: "idem", sentAt: Date(timeIntervalSince1970: 0.5))
        let expected = #"{"batch":[{"a": 1 ,"messageId":"x"},{"b":"é\u0000"}],"sentAt":"1970-01-01T00:00:00.500Z"}"#
        #expect(String(decoding: request.body, as: UTF8.self) == expected)
        #expect(request.url.absoluteString == "https://c.example/base/v1/batch")
        #expect(request.headers.map(\.name) == ["Content-Type", "Authorization", "Idempotency-Key"])
        #expect(request.header("authorization") == "Basic d2s6")
        #expect(request.header("Idempotency-Key") == "idem")
        #expect(request.eventCount == 2)
        #expect(try JSONSerialization.jsonObject(with: request.body) is [String: Any])
    }

    @Test func emptyBatchIsStillValidJSON() {
        let builder = BatchRequestBuilder(endpoint: URL(string: "http://127.0.0.1:1")!, writeKey: "k")
        let request = builder.build(events: [[UInt8]](), idempotencyKey: "k", sentAt: Date(timeIntervalSince1970: 0))
        #expect(String(decoding: request.body, as: UTF8.self) == #"{"batch":[],"sentAt":"1970-01-01T00:00:00.000Z"}"#)
    }

    @Test(arguments: [
        (0.0, "1970-01-01T00:00:00.000Z"),
        (1_700_000_000.123, "2023-11-14T22:13:20.123Z"),
        (1_709_164_800.999, "2024-02-29T00:00:00.999Z"),
        (4_102_444_799.0, "2099-12-31T23:59:59.000Z"),
        (-1.0, "1969-12-31T23:59:59.000Z"),
    ])
    func sentAtIsISO8601WithMilliseconds(seconds: Double, text: String) {
        let builder = BatchRequestBuilder(endpoint: URL(string: "http://127.0.0.1:1")!, writeKey: "k")
        let request = builder.build(events: [[UInt8]](), idempotencyKey: "k", sentAt: Date(timeIntervalSince1970: seconds))
        #expect(String(decoding: request.body, as: UTF8.self) == #"{"batch":[],"sentAt":""# + text + #""}"#)
    }

    @Test(arguments: [
        "Fri, 15 Jan 2027 08:01:30 GMT",  // IMF-fixdate
        "Friday, 15-Jan-27 08:01:30 GMT",  // RFC 850
        "Fri Jan 15 08:01:30 2027",  // asctime
    ])
    func retryAfterReadsEveryHTTPDateForm(value: String) {
        #expect(RetryAfter.delay(from: value, now: t0) == 90)
    }

    @Test func retryAfterReadsSecondsAndRejectsNonsense() {
        #expect(RetryAfter.delay(from: " 42 ", now: t0) == 42)
        #expect(RetryAfter.delay(from: "-5", now: t0) == nil)
        #expect(RetryAfter.delay(from: "1.5", now: t0) == nil)
        #expect(RetryAfter.delay(from: "tomorrow", now: t0) == nil)
        #expect(RetryAfter.delay(from: "Thu, 01 Jan 2026 00:00:00 GMT", now: t0) == 0, "a past date means now")
    }
}
