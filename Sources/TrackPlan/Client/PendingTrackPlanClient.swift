/// A client that takes events before it starts: for an app whose options are known only later (after reading a
/// configuration, after the user's consent), but whose launch already tracks.
///
/// ```swift
/// let analytics = TrackPlanClient.pending()          // at once, on any thread
/// analytics.track(.appLaunched())                     // kept in memory, in order
/// analytics.identify(userId: "u-1")                   // kept too, between the events
/// let client = try analytics.start(options)           // the kept events enter the pipeline, in order
/// analytics.track(.cartScreen())                      // from now on the same as client.track
/// ```
///
/// Before `start`, events are kept in a bounded buffer in memory only (they do not survive the process). When it is
/// full, later events are dropped, so the launch sequence is the part kept; the drops are counted under
/// `pending_cap` in the started client's `stats().dropped`. At `start` each kept event runs through every stage
/// with the options given there (validation, consent, super properties, processors), stamped with the time it
/// was tracked. A `start` that throws keeps the buffer, so the app may start again with corrected options.
///
/// `identify`, `group`, `alias`, `reset` and `setConsent` are kept as well, outside the bound (an app makes a
/// handful, and losing one would send events as the wrong person or against the user's choice), and replayed at
/// `start` in the order of the calls, between the events: an event tracked after an early `identify` carries the
/// user id, one tracked after `setConsent` obeys it. Their own envelopes carry the time of `start`.
public final class PendingTrackPlanClient: Sendable {
    private enum Phase: Sendable {
        /// The kept calls in order; how many of them are events (the bound counts only those); events dropped.
        case buffering([PendingCall], events: Int, dropped: Int)
        case started(TrackPlanClient)
    }

    /// Most events kept before `start`.
    public let capacity: Int
    private let clock: any TrackPlanClock
    private let phase: Locked<Phase>

    init(capacity: Int, clock: any TrackPlanClock) {
        self.capacity = max(0, capacity)
        self.clock = clock
        phase = Locked(.buffering([], events: 0, dropped: 0))
    }

    /// The started client, once `start` has succeeded.
    public var client: TrackPlanClient? {
        phase.withLock { phase in
            guard case .started(let client) = phase else { return nil }
            return client
        }
    }

    /// Before `start`: keeps `event` (or counts it as dropped when the buffer is full). After: `client.track`.
    public func track<Event: TrackedEvent>(_ event: Event) {
        let now = clock.nowMillis()
        keep(isEvent: true) { $0.replay(event, trackedAt: now) }?.track(event)
    }

    /// Before `start`: kept, and replayed in order at `start`. After: `client.identify(userId:traits:)`.
    public func identify<Traits: IdentifyTraitsPayload>(userId: String, traits: Traits) {
        forward { $0.identify(userId: userId, traits: traits) }
    }

    public func identify(userId: String) {
        forward { $0.identify(userId: userId) }
    }

    public func group<Traits: GroupTraitsPayload>(groupId: String, traits: Traits) {
        forward { $0.group(groupId: groupId, traits: traits) }
    }

    public func group(groupId: String) {
        forward { $0.group(groupId: groupId) }
    }

    public func alias(to newUserId: String) {
        forward { $0.alias(to: newUserId) }
    }

    public func reset() {
        forward { $0.reset() }
    }

    public func setConsent<Category: PlanConsentCategory>(_ choices: [Category: Bool]) {
        forward { $0.setConsent(choices) }
    }

    public func setConsent<Category: PlanConsentCategory>(granted: Set<Category>) {
        forward { $0.setConsent(granted: granted) }
    }

    /// Keeps `call` (an identity or consent call) for `start`, or makes it on the started client.
    private func forward(_ call: @escaping @Sendable (TrackPlanClient) -> Void) {
        if let client = keep(isEvent: false, call) { call(client) }
    }

    /// Keeps `call` for `start` and returns nil, or returns the started client for the caller to call directly.
    /// An event over the bound is counted as dropped instead of kept.
    private func keep(isEvent: Bool, _ call: @escaping @Sendable (TrackPlanClient) -> Void) -> TrackPlanClient? {
        phase.withLock { phase -> TrackPlanClient? in
            switch phase {
            case .started(let client):
                return client
            case .buffering(var calls, let events, let dropped):
                if isEvent, events >= capacity {
                    phase = .buffering(calls, events: events, dropped: dropped + 1)
                    return nil
                }
                phase = .buffering([], events: 0, dropped: dropped)  // release the array so the append does not copy it
                calls.append(PendingCall(replay: call))
                phase = .buffering(calls, events: events + (isEvent ? 1 : 0), dropped: dropped)
                return nil
            }
        }
    }

    /// Starts the client (`TrackPlanClient.start`), makes the kept calls on it in the order they were made (the events
    /// through its pipeline), and returns it. Calls on other threads wait until the kept ones are in, so order holds.
    /// A second call returns the client already started and ignores `options`.
    public func start(_ options: TrackPlanOptions) throws(TrackPlanError) -> TrackPlanClient {
        let result = phase.withLock { phase -> Result<TrackPlanClient, TrackPlanError> in
            switch phase {
            case .started(let client):
                return .success(client)
            case .buffering(let calls, _, let dropped):
                let client: TrackPlanClient
                do throws(TrackPlanError) {
                    client = try TrackPlanClient.start(options)
                } catch {
                    return .failure(error)
                }
                if dropped > 0 {
                    client.pipeline.store.countDropped(dropped, .pendingCap)
                    options.logger.report(.warning, "pending_cap", "\(dropped) events tracked before start were dropped (capacity \(capacity))")
                }
                for call in calls { call.replay(client) }
                phase = .started(client)
                return .success(client)
            }
        }
        return try result.get()
    }
}

extension TrackPlanClient {
    /// A client to track on before the options are known; see `PendingTrackPlanClient`. `capacity` bounds the events
    /// kept until `start` (1,000 by default); `clock` stamps them (injected in tests).
    public static func pending(capacity: Int = 1000, clock: any TrackPlanClock = SystemClock()) -> PendingTrackPlanClient {
        PendingTrackPlanClient(capacity: capacity, clock: clock)
    }
}

/// One call made before start: an event with the time it was tracked, or an identity or consent call.
struct PendingCall: Sendable {
    let replay: @Sendable (TrackPlanClient) -> Void
}
