import Foundation
import NIOCore

/// The collector's pipeline for one tracking request, independent of HTTP: admit (write key), decode (type,
/// encoding, size), parse, validate against the current plan, store in one transaction, then tell the live
/// page, the terminal and the forwarder. Nothing of a refused request is stored.
public final class Collector: Sendable {
    public let options: CollectorOptions
    public let plan: PlanSource
    public let store: any MessageStore
    public let live = LiveHub()
    public let metrics = CollectorMetrics()
    /// What `GET /v1/entitlements` answers, per user (set through `POST /api/entitlements`).
    public let entitlements = EntitlementBook()
    let terminal: TerminalPrinter?

    /// Loads the plan and opens the store `options.storePath` names: a `postgres://` URL or a SQLite file.
    public init(options: CollectorOptions) async throws {
        self.options = options
        plan = try PlanSource(directory: options.planDirectory)
        if PostgresURL.isPostgres(options.storePath) {
            store = try await PostgresMessageStore(url: options.storePath)
        } else {
            store = try SQLiteMessageStore(path: options.storePath)
        }
        terminal = options.output.map { TerminalPrinter(style: $0) }
    }

    /// Whether other instances may write to the same store (the live page then follows the store, not this process).
    var storeIsShared: Bool { store is PostgresMessageStore }

    /// The work beside requests, until cancelled: the live feed from a shared store, and retention passes.
    public func runMaintenance() async {
        await withTaskGroup(of: Void.self) { group in
            if storeIsShared { group.addTask { [store, live] in await LiveFeed(store: store, hub: live).run() } }
            if !options.retention.keepsEverything {
                group.addTask { [store, options, metrics] in
                    await RetentionWorker(store: store, policy: options.retention, metrics: metrics).run()
                }
            }
            group.addTask {
                while !Task.isCancelled { try? await Task.sleep(for: .seconds(60)) }
            }
        }
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
    public func receive(_ request: Request) async throws(IngestError) -> IngestOutcome {
        let writeKey = WriteKeyCheck.writeKey(fromAuthorization: request.authorization)
        try WriteKeyCheck.admit(writeKey, required: options.writeKey)
        let json = try BodyDecoder.decode(
            request.body, contentType: request.contentType, contentEncoding: request.contentEncoding, limits: options.limits)
        let messages = try RequestParser.messages(in: json, endpoint: request.endpoint, limits: options.limits)
        let validator = plan.validator
        let validated = messages.map { ValidatedMessage(received: $0, problems: validator.problems(in: $0)) }
        let forward = validated.map { message in options.forward.map { $0.includeInvalid || message.isValid } ?? false }
        let outcome: IngestOutcome
        do {
            outcome = try await store.ingest(
                validated, idempotencyKey: request.idempotencyKey, receivedAt: Timestamp.now(), writeKey: writeKey, forward: forward)
        } catch {
            metrics.count("trackplan_collector_store_errors_total")
            throw IngestError.storeUnavailable(error)
        }
        metrics.record(validated)
        if case .stored(let stored, let forgotten) = outcome {
            if !storeIsShared { live.publish(stored) }
            terminal?.print(stored)
            if forgotten > 0 { metrics.count("trackplan_collector_forgotten_dropped_total", by: forgotten) }
        }
        return outcome
    }
}
