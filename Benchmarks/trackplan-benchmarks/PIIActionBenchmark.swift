import Foundation
@_spi(Generated) import TrackPlan

/// A signup-like event with four personal-data fields (email, phone, name, user id) and four plain ones, encoded with
/// the calls a generated encoder makes for one action applied to all four PII fields.
struct ProfileSaved: TrackedEvent {
    static let kind = EventKind.track
    static let wireName = "Profile Saved"
    static let consentCategory: String? = "analytics"

    var action: PIIAction
    var email: String
    var phone: String
    var name: String
    var userId: String
    var plan: String
    var seats: Int
    var trial: Bool
    var source: String

    static func sample(_ index: Int, _ action: PIIAction) -> ProfileSaved {
        ProfileSaved(
            action: action, email: "user\(index % 10_000)@example.com", phone: "+4670\(1_000_000 + index % 100_000)",
            name: "Ada Lovelace", userId: "u_\(index % 100_000)", plan: "pro", seats: 1 + index % 9, trial: index % 2 == 0,
            source: "settings")
    }

    enum PIIAction: String, CaseIterable { case send, redact, hash }

    func validate(into report: inout ValidationReport) {}

    func encodeProperties(into writer: inout JSONWriter) {
        writer.beginObject()
        switch action {
        case .send:  // `send`: written as is, not scanned
            writer.member(escaped: "email", verbatim: email)
            writer.member(escaped: "phone", verbatim: phone)
            writer.member(escaped: "name", verbatim: name)
            writer.member(escaped: "user_id", verbatim: userId)
        case .redact:
            writer.member(escaped: "email", redacting: email, token: "<email>")
            writer.member(escaped: "phone", redacting: phone, token: "<phone>")
            writer.member(escaped: "name", redacting: name, token: "<name>")
            writer.member(escaped: "user_id", redacting: userId, token: "<identifier>")
        case .hash:
            writer.member(escaped: "email", hashing: email)
            writer.member(escaped: "phone", hashing: phone)
            writer.member(escaped: "name", hashing: name)
            writer.member(escaped: "user_id", hashing: userId)
        }
        writer.member(escaped: "plan", string: plan)
        writer.member(escaped: "seats", integer: seats)
        writer.member(escaped: "trial", bool: trial)
        writer.member(escaped: "source", string: source)
        writer.endObject()
    }
}

/// `pii-track [events]`: `track` of the same event with its four PII fields sent, redacted or hashed, in alternating
/// rounds of one run (so machine load hits each alike); the difference of medians is the per-action cost.
@Sendable func piiTrackBenchmark(_ arguments: [String]) throws {
    let events = arguments.first.flatMap(Int.init) ?? 300_000
    let directory = benchmarkDirectory("pii-track")
    defer { try? FileManager.default.removeItem(at: directory) }
    let actions = ProfileSaved.PIIAction.allCases
    let clients = try actions.map { action -> TrackPlanClient in
        var options = collectorDownOptions(directory: directory.appendingPathComponent(action.rawValue))
        options.bufferCap = 1_000
        return try TrackPlanClient.start(options)
    }
    let samples = actions.map { action in (0..<1024).map { ProfileSaved.sample($0, action) } }
    var histograms = actions.map { _ in LatencyHistogram() }
    for round in 0..<(events / 1_000) {
        for index in actions.indices {
            for offset in 0..<1_000 {
                let before = monotonicNanos()
                clients[index].track(samples[index][(round &+ offset) & 1023])
                histograms[index].record(monotonicNanos() - before)
            }
        }
    }
    let sendMedian = histograms[0].percentile(0.5)
    for (index, action) in actions.enumerated() {
        let median = histograms[index].percentile(0.5)
        print(
            "track, 4 PII + 4 plain fields, \(action.rawValue): median \(median) ns, p90 \(histograms[index].percentile(0.9)) ns"
                + (index == 0
                    ? ""
                    : String(format: " (%+d ns per event against send, %+.1f ns per field)", median - sendMedian, Double(median - sendMedian) / 4)))
    }
    // The hash itself, without the rest of `track`: one HMAC-SHA-256 of a 24-byte value, hex-encoded.
    var writer = JSONWriter(capacity: 128)
    writer.piiHasher = PIIHasher(key: .random())
    let start = monotonicNanos()
    let count = 200_000
    for index in 0..<count {
        writer.reset()
        writer.hashing(samples[2][index & 1023].email)
    }
    print("hashing one ~24-byte value into the writer: \((monotonicNanos() - start) / UInt64(count)) ns")
}
