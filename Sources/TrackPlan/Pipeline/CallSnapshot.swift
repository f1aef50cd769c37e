import Foundation

/// What one `track` reads under the client's lock, once, before the stages run: every stage takes its part from
/// here, so an event sees one consistent state however many threads track or change it at the same time.
struct CallSnapshot: Sendable {
    let messageId: UUID
    /// The identity, PII writing, super properties and consent at this instant: one reference (`CallSettings`),
    /// which the call moves into its draft.
    var settings: CallSettings?
    /// The session the event belongs to (nil when sessions are off).
    var session: SessionStamp?
    /// Sessions that ended or started at this call, announced before the event (empty when none did).
    var sessionChanges: [SessionChange] = []
    /// The text of the envelope's `timestamp` (`TimestampCache`); nil: the encoder forms it.
    var timestampText: TimestampCache.Text?
}
