/// What the lifecycle rules decide: one of the four events, with its properties.
public enum LifecycleEvent: Sendable, Equatable {
    case installed(ApplicationInstalled)
    case updated(ApplicationUpdated)
    case opened(ApplicationOpened)
    case backgrounded(ApplicationBackgrounded)
}

/// The lifecycle rules as a pure state machine: launch facts and transitions in, events out. No clock, no files,
/// no UIKit: `LifecycleController` feeds it and tracks what it returns, and the rules table is tested on any
/// platform.
///
/// - At launch: `Installed` when nothing was persisted before (no version, no identity); `Updated` when the
///   version or build differs from the persisted one, or when an identity exists but no version (lifecycle turned
///   on for an app already in use: previous values `unknown`, no install spike); nothing when they match. Without
///   persistence (`canPersist` false) neither is decided. Then `Opened` (`from_background` false), unless the
///   process was launched in the background: then the first activation is the `Opened` with `from_background`
///   false.
/// - `Opened` only on background → active; an activation without a background before it (an alert, Control
///   Center) emits nothing. `Backgrounded` once per entry into the background.
/// - A recorded deep link rides on the next `Opened` only, the latest one recorded winning.
public struct LifecycleRules: Sendable {
    /// The value `previous_version` / `previous_build` take when the earlier launch persisted none.
    public static let unknown = "unknown"

    private var current = AppVersion(version: nil, build: nil)
    private var inBackground = false
    /// Launched in the background and not yet activated: the next activation is the cold-launch `Opened`.
    private var coldOpenPending = false
    private var deepLink: (url: String, referringApplication: String?)?

    public init() {}

    /// The events of a launch. `stored` is the version persisted by the previous launch (nil when none);
    /// `hasPriorIdentity` whether an identity was persisted before this launch.
    public mutating func launch(
        current: AppVersion, stored: AppVersion?, hasPriorIdentity: Bool, canPersist: Bool, inBackground: Bool
    ) -> [LifecycleEvent] {
        self.current = current
        var events: [LifecycleEvent] = []
        if canPersist {
            switch stored {
            case nil where !hasPriorIdentity:
                events.append(.installed(ApplicationInstalled(version: current.version, build: current.build)))
            case nil:
                events.append(.updated(updated(previous: AppVersion(version: Self.unknown, build: Self.unknown))))
            case let stored? where stored != current:
                events.append(.updated(updated(previous: stored)))
            default:
                break
            }
        }
        self.inBackground = inBackground
        if inBackground {
            coldOpenPending = true
        } else {
            events.append(.opened(opened(fromBackground: false)))
        }
        return events
    }

    /// The app became active.
    public mutating func didBecomeActive() -> [LifecycleEvent] {
        guard inBackground else { return [] }
        inBackground = false
        let fromBackground = !coldOpenPending
        coldOpenPending = false
        return [.opened(opened(fromBackground: fromBackground))]
    }

    /// The app entered the background.
    public mutating func didEnterBackground() -> [LifecycleEvent] {
        guard !inBackground else { return [] }
        inBackground = true
        return [.backgrounded(ApplicationBackgrounded())]
    }

    /// Keeps `url` for the next `Opened` (replacing one recorded before).
    public mutating func recordOpenedURL(_ url: String, referringApplication: String?) {
        deepLink = (url, referringApplication)
    }

    private func updated(previous: AppVersion) -> ApplicationUpdated {
        ApplicationUpdated(
            version: current.version, build: current.build, previousVersion: previous.version ?? Self.unknown,
            previousBuild: previous.build ?? Self.unknown)
    }

    private mutating func opened(fromBackground: Bool) -> ApplicationOpened {
        defer { deepLink = nil }
        return ApplicationOpened(
            fromBackground: fromBackground, version: current.version, build: current.build, url: deepLink?.url,
            referringApplication: deepLink?.referringApplication)
    }
}
