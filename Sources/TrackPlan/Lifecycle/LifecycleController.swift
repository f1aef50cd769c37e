import Foundation

/// Runs the lifecycle rules for one client: at start the launch events, then every transition the source delivers,
/// each event tracked through the client's pipeline. Holds the client weakly (the client owns it).
final class LifecycleController: Sendable {
    private let rules = Locked(LifecycleRules())
    private let source: any LifecycleSource
    private let file: LifecycleFile
    private let log: TrackPlanLogger
    /// False when only the transitions are wanted (sessions without lifecycle events).
    private let tracksEvents: Bool

    init(source: any LifecycleSource, directory: URL?, log: TrackPlanLogger, tracksEvents: Bool = true) {
        self.source = source
        self.file = LifecycleFile(directory: directory)
        self.log = log
        self.tracksEvents = tracksEvents
    }

    /// Emits the launch events and starts listening. `hasPriorIdentity` must be read before the client wrote its
    /// identity files. `onTransition` runs after the transition's events are queued (sessions, the background flush).
    func start(
        client: TrackPlanClient, current: AppVersion, hasPriorIdentity: Bool, onTransition: @escaping @Sendable (LifecycleTransition) -> Void
    ) {
        guard tracksEvents else {
            source.start(onTransition)
            return
        }
        let stored = file.load()
        let events = rules.withLock {
            $0.launch(
                current: current, stored: stored, hasPriorIdentity: hasPriorIdentity, canPersist: file.directory != nil,
                inBackground: source.launchedInBackground)
        }
        if stored != current, let failure = file.save(current) {
            log.report(.error, "lifecycle_write_failed", "\(failure); the next launch reports this version again")
        }
        Self.track(events, on: client)
        source.start { [weak client, rules] transition in
            guard let client else { return }
            let events = rules.withLock { rules in
                switch transition {
                case .didEnterBackground: rules.didEnterBackground()
                case .didBecomeActive: rules.didBecomeActive()
                }
            }
            Self.track(events, on: client)
            onTransition(transition)
        }
    }

    func recordOpenedURL(_ url: String, referringApplication: String?) {
        rules.withLock { $0.recordOpenedURL(url, referringApplication: referringApplication) }
    }

    func stop() { source.stop() }

    private static func track(_ events: [LifecycleEvent], on client: TrackPlanClient) {
        for event in events {
            switch event {
            case .installed(let installed): client.track(installed)
            case .updated(let updated): client.track(updated)
            case .opened(let opened): client.track(opened)
            case .backgrounded(let backgrounded): client.track(backgrounded)
            }
        }
    }
}
