import BenchmarkPlan
import Foundation
import Segment

/// Segment's round: `track(name:properties:)` with disk storage in `directory`, telemetry off, no delivery (a huge
/// `flushAt` and `flushInterval`; the API and CDN hosts are a closed port on 127.0.0.1, so the settings fetch
/// fails at once and the client starts on its defaults).
///
/// Segment appends each event to its batch file on a serial storage queue after `track` returns. The timed span
/// ends when `pendingUploads` returns: it runs on that same queue behind every append, closes the open batch file
/// and lists the finished ones, so every event is then in a file on disk. The files are then read back (outside
/// the timed span) and their events counted.
func segmentRound(_ contestant: Contestant, events: Int, warmUp: Int, directory: URL) throws -> RoundResult {
    Telemetry.shared.enable = false
    let configuration = Configuration(writeKey: "side-by-side")
        .storageMode(.diskAtURL(directory))
        .flushAt(100 * (events + warmUp))
        .flushInterval(365 * 24 * 3600)
        .apiHost("127.0.0.1:9/v1")
        .cdnHost("127.0.0.1:9/v1")
    let analytics = Analytics(configuration: configuration)
    analytics.waitUntilStarted()

    let track: (Int) -> Void
    switch contestant {
    case .segmentDictionary:
        let samples = (0..<1024).map { CheckoutCompleted.sample($0).dictionary() }
        track = { analytics.track(name: CheckoutCompleted.wireName, properties: samples[$0 & 1023]) }
    default:
        let samples = (0..<1024).map(CheckoutCompleted.sample)
        track = { analytics.track(name: CheckoutCompleted.wireName, properties: samples[$0 & 1023]) }
    }
    for index in 0..<warmUp { track(index) }
    _ = analytics.pendingUploads

    let start = monotonicNanos()
    for index in 0..<events { track(index) }
    let files = analytics.pendingUploads ?? []
    let nanoseconds = monotonicNanos() - start

    return RoundResult(contestant: contestant, events: events, nanoseconds: nanoseconds, stored: try countEvents(in: files))
}

/// Events in Segment's finished batch files (`{"batch": [...], "sentAt": ..., "writeKey": ...}`).
func countEvents(in files: [URL]) throws -> Int {
    var count = 0
    for file in files {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        guard let batch = (object as? [String: Any])?["batch"] as? [Any] else {
            throw HarnessError.notStored("\(file.lastPathComponent) is not a Segment batch file")
        }
        count += batch.count
    }
    return count
}

/// The benchmark event's 8 properties as Segment's typed overload encodes them, under the same keys and with
/// `coupon` null when absent, as in `dictionary()` and TrackPlan's own encoding.
extension CheckoutCompleted: Encodable {
    enum CodingKeys: String, CodingKey {
        case orderId = "order_id", total, currency, itemCount = "item_count", coupon, isGift = "is_gift", channel, note
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(orderId, forKey: .orderId)
        try container.encode(total, forKey: .total)
        try container.encode(currency, forKey: .currency)
        try container.encode(itemCount, forKey: .itemCount)
        try container.encode(coupon, forKey: .coupon)
        try container.encode(isGift, forKey: .isGift)
        try container.encode(channel, forKey: .channel)
        try container.encode(note, forKey: .note)
    }
}
