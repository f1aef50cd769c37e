import Foundation
import NIOCore

/// The collector's pipeline for one tracking request, independent of HTTP: admit (write key), decode (type,
/// encoding, size), parse, validate against the current plan, store in one transaction, then tell the live
/// page, the terminal and the forwarder. Nothing of a refused request is stored.
public final class Collector: Sendable {
    public let options: CollectorOptions
    public let plan: PlanSource
    public let store: MessageStore
    public let live = LiveHub()
    /// `POST /v1/forget` requests received (`GET /api/forget`).
    public let forgets = ForgetLog()
    /// What `GET /v1/entitlements` answers, per user (set through `POST /api/entitlements`).
    public let entitlements = EntitlementBook()
    let terminal: TerminalPrinter?

    public init(options: CollectorOptions) throws {
        self.options = options
        plan = try PlanSource(directory: options.planDirectory)
        store = try MessageStore(path: options.storePath)
        terminal = options.output.map { TerminalPrinter(style: $0) }
    }

    /// A tracking request as HTTP delivered it.
    public struct Request: Sendable {
        public var endpoint: MessageType?
        public var body: ByteBuffer
        public var contentType: String?
        public var contentEncoding: String?
        public var authorization: String?
        public var idempotencyKey: String?

        public init(
            endpoint: MessageType?, body: ByteBuffer, contentType: String? = "application/json", contentEncoding: String? = nil,
            authorization: String? = nil, idempotencyKey: String? = nil
        ) {
            self.endpoint = endpoint
            self.body = body
            self.contentType = contentType
            self.contentEncoding = contentEncoding
            self.authorization = authorization
            self.idempotencyKey = idempotencyKey
        }
    }

    /// Handles one request; the answer is Segment's `{"success":true}` or an `IngestError`.
    public func receive(_ request: Request) async throws(IngestError) -> MessageStore.Outcome {
        let writeKey = WriteKeyCheck.writeKey(fromAuthorization: request.authorization)
        try WriteKeyCheck.admit(writeKey, required: options.writeKey)
        let json = try BodyDecoder.decode(
            request.body, contentType: request.contentType, contentEncoding: request.contentEncoding, limits: options.limits)
        let messages = try RequestParser.messages(in: json, endpoint: request.endpoint, limits: options.limits)
        let validator = plan.validator
        let validated = messages.map { ValidatedMessage(received: $0, problems: validator.problems(in: $0)) }
        let forwarding = options.forward
        let outcome: MessageStore.Outcome
        do {
            outcome = try await store.ingest(
                validated, idempotencyKey: request.idempotencyKey, receivedAt: Timestamp.now(), writeKey: writeKey,
                forward: { forwarding != nil && (forwarding!.includeInvalid || $0.isValid) })
        } catch {
            throw IngestError(status: 500, code: "store_failed", message: "the message store failed: \(error)")
        }
        if case .stored(let stored) = outcome {
            live.publish(stored)
            terminal?.print(stored)
        }
        return outcome
    }
}
