import Foundation

/// The synchronous half of `track`, on the caller's thread: the stages of `PipelineStage`, in `order`. Every event
/// that does not reach the store is counted under a `DropReason` and logged.
/// A class, so `track` reaches it through one reference instead of copying (and retaining) every field per call.
final class TrackPipeline: Sendable {
    /// The order `run` walks. `PipelineOrderTests` pins it; Docs/Runtime.md draws it.
    static let order: [PipelineStage] = [
        .validate, .consent, .pii, .superProperties, .enrichment, .session, .processors, .encode, .store,
    ]

    /// What every call reads under one lock: the message-id generator, the call's settings (identity, PII writing,
    /// super properties, consent: one reference, replaced whole on change), the breadcrumbs and the sessions.
    struct CallState: Sendable {
        var messageIds = MessageIDGenerator()
        /// What every event takes besides its id, time and session; the properties below read and replace it.
        var settings: CallSettings
        /// What happened lately, for error events: every event tracked and the app's notes.
        var breadcrumbs: BreadcrumbRing
        /// The sessions (`TrackPlanOptions.sessions`); nil when off.
        var session: SessionState?
        /// The envelope timestamps' text for the current second.
        var timestamps = TimestampCache()

        // The parts, read; a change replaces `settings` whole (`CallSettings.with`).
        var identity: Identity { settings.identity }
        /// `TrackPlanOptions.scrubPII`, switched at run time by `TrackPlanClient.setScrubPII(_:)`.
        var scrubsPII: Bool { settings.piiWriting.scrubs }
        /// What every event carries besides its own properties (`setSuperProperties`); nil when none are set.
        var superProperties: EventAdditions? { settings.superProperties }
        /// The consent the gate applies; replaced whole by `setConsent`.
        var consent: ConsentState { settings.consent }
        /// The key of `hash` PII actions (`TrackPlanOptions.piiHashKey`, else the install's key, which `forget()`
        /// replaces).
        var piiHasher: PIIHasher { settings.piiWriting.hasher }

        /// How this call's writer treats personal data.
        var piiWriting: PIIWriting { settings.piiWriting }
    }

    let store: any EventStore
    let clock: any TrackPlanClock
    let log: TrackPlanLogger
    let rejectsInvalid: Bool
    let identityFile: IdentityFile
    let superPropertiesFile: SuperPropertiesFile
    let consentFile: ConsentFile
    let state: Locked<CallState>
    let validation: ValidationStage
    let processors: ProcessorsStage
    let encoding: EncodeStage
    let storing: StoreStage
    /// `order`, held by the instance so `run` reads it without touching the lazily initialised global.
    private let stages = TrackPipeline.order
    /// What the free-text scrubber replaced, and which kinds were logged.
    var scrubbing: PIIScrubReport { encoding.scrubbing }
    /// The key of `hash` PII actions at this instant (`CallState.piiHasher`).
    var piiHasher: PIIHasher { state.withLock(\.piiHasher) }
    /// Where the install's hash key lives, for `forget()` to replace it.
    let piiHashKeyFile: PIIHashKeyFile
    /// Told each new identity under the lock, before the identity call returns (the entitlement cache's leak guard
    /// and the activity stream hang here).
    let identityChanged: @Sendable (Identity) -> Void
    /// Told each new consent state under the lock, before `setConsent` returns (the activity stream hangs here).
    let consentChanged: @Sendable (ConsentState) -> Void
    /// `TrackPlanOptions.plan`: the identity of the identity calls whose traits carry none.
    let planStamp: PlanStamp
    /// `TrackPlanOptions.sessions`; nil when sessions are off.
    let sessionOptions: SessionOptions?
    /// What the launch decided about sessions (the previous process's end, this launch's start), announced by the
    /// client once it is started.
    let launchSessionChanges: [SessionChange]

    init(
        options: TrackPlanOptions, store: any EventStore, identityChanged: @escaping @Sendable (Identity) -> Void = { _ in },
        consentChanged: @escaping @Sendable (ConsentState) -> Void = { _ in }
    ) {
        let hasPriorInstall = LifecycleFile.hasPriorIdentity(in: options.storageDirectory)  // before the identity is minted
        self.store = store
        self.identityChanged = identityChanged
        self.consentChanged = consentChanged
        validation = ValidationStage(policy: options.invalidEvents)
        processors = ProcessorsStage(processors: options.processors)
        storing = StoreStage(
            store: store, log: options.logger, maxEventBytes: options.maxEventBytes, dropsAll: options.dropsEventsInPreviews)
        piiHashKeyFile = PIIHashKeyFile(options: options)
        encoding = EncodeStage()
        clock = options.clock
        log = options.logger
        rejectsInvalid = options.invalidEvents == .reject
        identityFile = IdentityFile(directory: options.storageDirectory)
        superPropertiesFile = SuperPropertiesFile(directory: options.storageDirectory)
        consentFile = ConsentFile(directory: options.storageDirectory)
        let consent = options.consentCategories.register(consentFile.load())
        sessionOptions = options.sessions
        planStamp = options.plan
        let sessions = options.sessions.map {
            SessionState.launch(
                options: $0, directory: options.storageDirectory, hasPriorInstall: hasPriorInstall, now: options.clock.nowMillis(),
                utcOffsetSeconds: TimeZone.current.secondsFromGMT(), log: options.logger)
        }
        launchSessionChanges = sessions?.1 ?? []
        let settings = CallSettings(
            identity: identityFile.load(anonymousId: options.anonymousId, context: Self.context(options)).with(consent: consent.contextMember),
            piiWriting: PIIWriting(hasher: PIIHasher(key: PIIHashKeyFile.key(options: options)), scrubs: options.scrubPII),
            superProperties: superPropertiesFile.load(), consent: consent)
        state = Locked(
            CallState(settings: settings, breadcrumbs: BreadcrumbRing(capacity: options.breadcrumbCapacity), session: sessions?.0))
    }

    var identity: Identity { state.withLock(\.identity) }

    /// The app's context (else the detected one), marked as test data under `TrackPlanOptions.testMode`.
    private static func context(_ options: TrackPlanOptions) -> EventContext {
        var context = options.context ?? EventContext.detected()
        context.testMode = options.testMode
        return context
    }

    /// Runs `event` through the stages in `order`; returns its queue position, or nil when it was dropped.
    /// `timestampMillis` is when it was tracked, for an event tracked before start; else now.
    /// `announcing`: a session event, with its own session, message id and consent category.
    func run<Event: TrackedEvent>(_ event: Event, trackedAt timestampMillis: Int64? = nil, announcing: SessionAnnouncement? = nil) -> UInt64? {
        let now = timestampMillis ?? clock.nowMillis()
        var call = snapshot(Event.self, now: now, announcing: announcing)
        if !call.sessionChanges.isEmpty { announce(call.sessionChanges) }
        // The stages' decisions, apart from the event: no `EventDraft<Event>` (a generic type whose metadata this
        // unspecialised function would look up per call) and no copy of the event, unless processors need a draft.
        // The call's settings move into the draft: the stages read their parts there, retaining none of them.
        var draft = DraftFields(messageId: call.messageId, timestampMillis: now)
        swap(&draft.settings, &call.settings)
        // The envelope's writer stays here from the first byte to the store: never copied, its storage moved back.
        var envelope = JSONWriter(unallocated: ())
        var isEncoded = false
        for index in stages.indices {  // by index: iterating the array would retain and release it per call
            switch stages[index] {
            case .validate:
                if case .drop(let reason) = validation.process(event, into: &draft.validation, log: log) { return dropped(reason) }
            case .consent:
                if case .drop(let reason) = ConsentStage.verdict(for: Event.self, announcing: announcing, draft) {
                    return dropped(reason)
                }
            case .pii: PIIStage.process(&draft)
            case .superProperties: SuperPropertiesStage.process(&draft)
            case .enrichment: EnrichmentStage.process(&draft)
            case .session: SessionStage.process(&draft, session: call.session.take())  // moved: no second reference
            case .processors:
                if !processors.processors.isEmpty, case .drop(let reason) = processors.process(&draft, event: event, log: log) {
                    return dropped(reason)
                }
            case .encode:
                encoding.process(
                    draft, event: event, into: &envelope, storage: EnvelopeBuffer.take(), timestampText: call.timestampText, log: log)
                isEncoded = true
            case .store:
                guard isEncoded else { return nil }
                let category = announcing.map(\.consentCategory) ?? Event.consentCategory
                let tag = EventTag(category: category, generation: draft.identity?.generation ?? 0)
                let sequence = storing.append(envelope, createdAtMillis: now, tag: tag, what: Event.wireName)
                EnvelopeBuffer.giveBack(&envelope.bytes)
                return sequence
            }
        }
        return nil
    }

    /// Counts a drop decided by a stage.
    private func dropped(_ reason: DropReason) -> UInt64? {
        store.countDropped(1, reason)
        return nil
    }

    /// Reads what the call needs under the lock, and leaves the event's breadcrumb (error events leave none).
    /// With sessions on, the call is activity: it may end a session and start one (`SessionState.observe(at:)`).
    private func snapshot<Event: TrackedEvent>(_: Event.Type, now: Int64, announcing: SessionAnnouncement?) -> CallSnapshot {
        let isError = Event.self == ErrorEvent.self
        return state.withLock { state in
            if !isError {
                state.breadcrumbs.record(Event.self, timestampMillis: now)
            }
            let messageId = announcing?.messageId ?? state.messageIds.next(unixMillis: now)
            var call = CallSnapshot(messageId: messageId, settings: state.settings)
            call.timestampText = state.timestamps.text(millisecondsSince1970: now)
            if let announcing {
                call.session = announcing.stamp
            } else if let (stamp, changes) = state.session?.observe(at: now) {  // in place: `!= nil` would copy the state
                call.session = stamp
                call.sessionChanges = changes
            }
            return call
        }
    }

    /// Applies an identity call: checks its traits, replaces the identity, persists it, and queues the call's
    /// envelope (nil for `reset`), all under the lock, so a `track` that starts after this returns sees the new
    /// identity, and the file never lags behind an event that carries it. Returns the queue position, if queued.
    /// Traits are written like event properties: the plan's PII action per field, and the free-text scrubber (when
    /// on) over every string without one, counted and reported with the events' (`pii_scrubbed`).
    /// With `clearsSuperProperties` (sign-out) the super properties go in the same step.
    @discardableResult
    func changeIdentity(
        _ call: String, traits: (any TraitsPayload)? = nil, rememberTraits: Bool = false, clearsSuperProperties: Bool = false,
        _ change: (Identity) -> Identity,
        envelope: ((_ old: Identity, _ new: Identity, UUID, Int64, PIIWriting) -> JSONWriter)?
    ) -> UInt64? {
        if let traits, !accepts(traits, call: call) { return nil }
        let now = clock.nowMillis()
        if envelope != nil, let changes = state.withLock({ $0.session?.observe(at: now).1 }), !changes.isEmpty { announce(changes) }
        return state.withLock { state in
            let old = state.identity
            var new = change(old)
            if rememberTraits, let traits { new = new.remembering(Self.members(of: traits, state.piiWriting)) }
            state.settings = state.settings.with(identity: new)
            if let failure = identityFile.save(new) {
                log.report(.error, "identity_write_failed", "\(failure); the new identity holds until the app quits")
            }
            if clearsSuperProperties { replaceSuperProperties(EventAdditions(), in: &state) }
            identityChanged(new)
            guard let envelope else { return nil }
            var writer = envelope(old, new, state.messageIds.next(unixMillis: now), now, state.piiWriting)
            let stamp = traits.map { type(of: $0).planStamp }.flatMap { $0.isEmpty ? nil : $0 } ?? planStamp
            let session = state.session?.stamp
            if session != nil || !stamp.isEmpty {  // into the context, the envelope's last member
                writer.bytes.removeLast()
                if !stamp.isEmpty {
                    writer.bytes.removeLast()
                    writer.write(stamp.bytes)
                    writer.bytes.append(UInt8(ascii: "}"))
                }
                writer.session(session)
                writer.endObject()
            }
            if writer.scrubbedPII.total > 0 { scrubbing.record(writer.scrubbedPII, eventName: call, log: log) }
            return storing.append(writer, createdAtMillis: now, tag: EventTag(generation: new.generation), what: call)
        }
    }

    /// Replaces the super properties and saves them (removes the file when cleared), under the lock.
    func replaceSuperProperties(_ additions: EventAdditions) {
        state.withLock { replaceSuperProperties(additions, in: &$0) }
    }

    /// The same, for a caller that holds the lock (`reset`, `forget`).
    func replaceSuperProperties(_ additions: EventAdditions, in state: inout CallState) {
        state.settings = state.settings.with(superProperties: .some(additions.isEmpty ? nil : additions))
        if let failure = superPropertiesFile.save(additions) {
            log.report(.error, "super_properties_write_failed", "\(failure); the super properties hold until the app quits")
        }
    }

    /// `traits` as the identify envelope writes them (PII actions, scrubber), one member per key.
    private static func members(of traits: any TraitsPayload, _ pii: PIIWriting) -> [EventAdditions.Member] {
        var writer = JSONWriter(capacity: 128)
        writer.piiHasher = pii.hasher
        writer.scrubsPII = pii.scrubs
        traits.encodeTraits(into: &writer)
        return JSONObjectMembers.additions(in: writer.bytes, objectAt: 0)
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
}
