/// A client that takes events before it starts: for an app whose options are known only later (after reading a
/// configuration, after the user's consent), but whose launch already tracks.
///
/// ```swift
/// let analytics = TrackPlanClient.pending()          // at once, on any thread
/// analytics.track(.appLaunched())                     // kept in memory, in order
/// let client = try analytics.start(options)           // the kept events enter the pipeline, in order
/// analytics.track(.cartScreen())                      // from now on the same as client.track
/// ```
///
/// Before `start`, events are kept in a bounded buffer in memory only (they do not survive the process). When it is
/// full, later events are dropped, so the launch sequence is the part kept; the drops are counted under
/// `pending_cap` in the started client's `stats().dropped`. At `start` each kept event runs through every stage
/// with the options given there (validation, consent, super properties, processors), stamped with the time it
/// was tracked. A `start` that throws keeps the buffer, so the app may start again with corrected options.
public final class PendingTrackPlanClient: Sendable {
    private enum Phase: Sendable {
        case buffering([PendingEvent], dropped: Int)
        case started(TrackPlanClient)
    }

    /// Most events kept before `start`.
    public let capacity: Int
    private let clock: any TrackPlanClock
    private let phase: Locked<Phase>

    init(capacity: Int, clock: any TrackPlanClock) {
        self.capacity = max(0, capacity)
        self.clock = clock
        phase = Locked(.buffering([], dropped: 0))
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
        let started = phase.withLock { phase -> TrackPlanClient? in
            switch phase {
            case .started(let client):
                return client
            case .buffering(var events, let dropped):
                guard events.count < capacity else {
                    phase = .buffering(events, dropped: dropped + 1)
                    return nil
                }
                phase = .buffering([], dropped: dropped)  // release the array so the append does not copy it
                events.append(PendingEvent(event: event, trackedAtMillis: now))
                phase = .buffering(events, dropped: dropped)
                return nil
            }
        }
        started?.track(event)
    }

    /// Starts the client (`TrackPlanClient.start`), runs the kept events through its pipeline in the order they were
    /// tracked, and returns it. Calls of `track` on other threads wait until the kept events are in, so order holds.
    /// A second call returns the client already started and ignores `options`.
    public func start(_ options: TrackPlanOptions) throws(TrackPlanError) -> TrackPlanClient {
        let result = phase.withLock { phase -> Result<TrackPlanClient, TrackPlanError> in
            switch phase {
            case .started(let client):
                return .success(client)
            case .buffering(let events, let dropped):
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
                for pending in events { pending.replay(into: client) }
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

/// One event tracked before start, with the time it was tracked.
struct PendingEvent: Sendable {
    let event: any TrackedEvent
    let trackedAtMillis: Int64

    func replay(into client: TrackPlanClient) {
        client.replay(event, trackedAt: trackedAtMillis)
    }
}
