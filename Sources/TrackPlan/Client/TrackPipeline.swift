import Foundation

/// The synchronous half of `track`, on the caller's thread: stages (validation first) → envelope encoding →
/// durable append. Every event that does not reach the store is counted under a `DropReason` and logged.
/// A class, so `track` reaches it through one reference instead of copying (and retaining) every field per call.
final class TrackPipeline: Sendable {
    /// What every call reads under one lock: the message-id generator, the current identity, the breadcrumbs and
    /// whether the free-text scrubber runs.
    struct CallState: Sendable {
        var messageIds = MessageIDGenerator()
        var identity: Identity
        /// What happened lately, for error events: every event tracked and the app's notes.
        var breadcrumbs: BreadcrumbRing
        /// `TrackPlanOptions.scrubPII`, switched at run time by `TrackPlanClient.setScrubPII(_:)`.
        var scrubsPII: Bool
        /// The consent the gate applies; replaced whole by `setConsent`.
        var consent: ConsentState
    }

    let store: any EventStore
    let stages: [any TrackStage]
    let clock: any TrackPlanClock
    let log: TrackPlanLogger
    let rejectsInvalid: Bool
    let identityFile: IdentityFile
    let consentFile: ConsentFile
    let state: Locked<CallState>
    /// Largest envelope accepted; a larger one is dropped as `oversized`.
    let maxEventBytes: Int
    /// What the free-text scrubber replaced, and which kinds were logged.
    let scrubbing = PIIScrubReport()
    /// The key of `hash` PII actions (`TrackPlanOptions.piiHashKey`, else the install's key).
    let piiHasher: PIIHasher
    /// Told each new identity under the lock, before the identity call returns (the entitlement cache's leak guard
    /// and the activity stream hang here).
    let identityChanged: @Sendable (Identity) -> Void
    /// Told each new consent state under the lock, before `setConsent` returns (the activity stream hangs here).
    let consentChanged: @Sendable (ConsentState) -> Void

    init(
        options: TrackPlanOptions, store: any EventStore, identityChanged: @escaping @Sendable (Identity) -> Void = { _ in },
        consentChanged: @escaping @Sendable (ConsentState) -> Void = { _ in }
    ) {
        self.store = store
        self.identityChanged = identityChanged
        self.consentChanged = consentChanged
        stages = [ValidationStage(policy: options.invalidEvents)] + options.stages
        clock = options.clock
        log = options.logger
        rejectsInvalid = options.invalidEvents == .reject
        identityFile = IdentityFile(directory: options.storageDirectory)
        consentFile = ConsentFile(directory: options.storageDirectory)
        let consent = options.consentCategories.register(consentFile.load())
        state = Locked(
            CallState(
                identity: identityFile.load(anonymousId: options.anonymousId, context: options.context ?? EventContext.detected())
                    .with(consent: consent.contextMember),
                breadcrumbs: BreadcrumbRing(capacity: options.breadcrumbCapacity), scrubsPII: options.scrubPII, consent: consent))
        maxEventBytes = options.maxEventBytes
        piiHasher = PIIHasher(key: PIIHashKeyFile.key(options: options))
    }

    var identity: Identity { state.withLock(\.identity) }

    /// Runs `event` through to the store; returns its queue position, or nil when it was dropped.
    func run<Event: TrackedEvent>(_ event: Event) -> UInt64? {
        let now = clock.nowMillis()
        let isError = Event.self == ErrorEvent.self
        let (messageId, identity, scrubsPII, consent) = state.withLock { state in
            if !isError {
                state.breadcrumbs.record(Breadcrumb(category: Event.kind.rawValue, message: Event.wireName, timestampMillis: now))
            }
            return (state.messageIds.next(unixMillis: now), state.identity, state.scrubsPII, state.consent)
        }
        // The consent gate first, called directly: a denied event costs no draft, and the list's existential call
        // to a generic stage cost more than the gate itself (Docs/Consent.md).
        if case .drop(let reason) = ConsentStage.verdict(for: Event.self, consent) {
            store.countDropped(1, reason)
            return nil
        }
        var draft = EventDraft(
            event: event, userId: identity.userId, anonymousId: identity.anonymousId, messageId: messageId, timestampMillis: now,
            context: identity.context, consent: consent)
        for stage in stages {
            if case .drop(let reason) = stage.process(&draft, log: log) {
                store.countDropped(1, reason)
                return nil
            }
        }
        let writer = EnvelopeEncoder.encode(draft, scrubPII: scrubsPII, hasher: piiHasher)
        if writer.scrubbedPII.total > 0 { scrubbing.record(writer.scrubbedPII, eventName: Event.wireName, log: log) }
        return append(
            writer, createdAtMillis: now, tag: EventTag(category: Event.consentCategory, generation: identity.generation), what: Event.wireName)
    }

    /// Applies an identity call: checks its traits, replaces the identity, persists it, and queues the call's
    /// envelope (nil for `reset`), all under the lock, so a `track` that starts after this returns sees the new
    /// identity, and the file never lags behind an event that carries it. Returns the queue position, if queued.
    /// Traits are declared by the plan, so the free-text scrubber leaves them alone.
    @discardableResult
    func changeIdentity(
        _ call: String, traits: (any TraitsPayload)? = nil, _ change: (Identity) -> Identity,
        envelope: ((_ old: Identity, _ new: Identity, UUID, Int64) -> JSONWriter)?
    ) -> UInt64? {
        if let traits, !accepts(traits, call: call) { return nil }
        let now = clock.nowMillis()
        return state.withLock { state in
            let old = state.identity
            let new = change(old)
            state.identity = new
            if let failure = identityFile.save(new) {
                log.report(.error, "identity_write_failed", "\(failure); the new identity holds until the app quits")
            }
            identityChanged(new)
            guard let envelope else { return nil }
            let writer = envelope(old, new, state.messageIds.next(unixMillis: now), now)
            return append(writer, createdAtMillis: now, tag: EventTag(generation: new.generation), what: call)
        }
    }

    /// Validates traits like an event's properties; under `.reject` a broken rule rejects the whole call.
    private func accepts(_ traits: any TraitsPayload, call: String) -> Bool {
        var report = ValidationReport()
        traits.validate(into: &report)
        guard !report.isValid else { return true }
        let issues = report.issues.map(\.description).joined(separator: "; ")
        guard rejectsInvalid else {
            log.report(.warning, "event_invalid", "\(call) sent despite: \(issues)")
            return true
        }
        log.report(.warning, "event_invalid", "\(call) rejected: \(issues)")
        store.countDropped(1, .invalid)
        return false
    }

    /// The checks every envelope passes before the store, then the durable append.
    private func append(_ writer: JSONWriter, createdAtMillis: Int64, tag: EventTag, what: String) -> UInt64? {
        // Never sent as null, whatever the policy: JSON has no NaN or infinity, and null would change the value.
        if writer.nonFiniteNumberCount > 0 {
            log.report(.warning, "event_invalid", "\(what) rejected: a number is not finite")
            store.countDropped(1, .invalid)
            return nil
        }
        if writer.bytes.count > maxEventBytes {
            log.report(.warning, "event_oversized", "\(what) rejected: \(writer.bytes.count) bytes, the limit is \(maxEventBytes)")
            store.countDropped(1, .oversized)
            return nil
        }
        guard let sequence = store.append(json: writer.bytes, createdAtMillis: createdAtMillis, tag: tag) else {
            store.countDropped(1, .stopped)
            log.report(.warning, "client_stopped", "\(what) after stop(); dropped")
            return nil
        }
        return sequence == 0 ? nil : sequence  // 0: the store dropped it (counted there)
    }
}
