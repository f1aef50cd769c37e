import Foundation

/// The collector's memory of what it accepted: de-duplicates by `Idempotency-Key` (a repeated key is answered
/// 200 and adds nothing) and by each event's `messageId`.
struct BatchLedger: Sendable {
    private(set) var accepted: [AcceptedEvent] = []
    private(set) var duplicateBatches = 0
    private(set) var duplicateEvents = 0
    private var seenKeys: Set<String> = []
    private var seenMessageIds: Set<String> = []

    enum Verdict: Equatable {
        case accepted(newEvents: Int)
        case duplicateBatch
        case malformed(String)
    }

    /// Checks the body is `{"batch":[{...},...],"sentAt":"..."}` and records the events not seen before.
    mutating func ingest(body: Data, idempotencyKey: String?) -> Verdict {
        if let key = idempotencyKey, seenKeys.contains(key) {
            duplicateBatches += 1
            return .duplicateBatch
        }
        guard let root = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            return .malformed("body is not a JSON object")
        }
        guard let batch = root["batch"] as? [Any] else { return .malformed("no \"batch\" array") }
        guard root["sentAt"] is String else { return .malformed("no \"sentAt\" string") }
        let events = batch.compactMap { $0 as? [String: Any] }
        guard events.count == batch.count else { return .malformed("a batch element is not an object") }

        if let key = idempotencyKey { seenKeys.insert(key) }
        var added = 0
        for (position, event) in events.enumerated() {
            let messageId = event["messageId"] as? String
            if let messageId, !seenMessageIds.insert(messageId).inserted {
                duplicateEvents += 1
                continue
            }
            accepted.append(
                AcceptedEvent(
                    messageId: messageId, name: event["event"] as? String,
                    idempotencyKey: idempotencyKey, body: body, position: position))
            added += 1
        }
        return .accepted(newEvents: added)
    }
}
