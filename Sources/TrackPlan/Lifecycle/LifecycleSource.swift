/// A change of the app's state that the lifecycle rules act on.
public enum LifecycleTransition: Sendable, Hashable {
    /// UIKit's `didEnterBackgroundNotification` (AppKit: `didResignActiveNotification`).
    case didEnterBackground
    /// UIKit's `didBecomeActiveNotification` (AppKit: the same name).
    case didBecomeActive
}

/// Where lifecycle transitions come from: the UIKit or AppKit binding (the default on those platforms), or the app's
/// or a test's own (`TrackPlanOptions.lifecycleSource`), which is how the rules run on Linux.
public protocol LifecycleSource: Sendable {
    /// Whether the process was launched in the background (a silent push, a background fetch): its first
    /// activation is then the cold-launch `Application Opened`.
    var launchedInBackground: Bool { get }
    /// Delivers every transition to `handler` from now until `stop()`, in order, on any thread.
    func start(_ handler: @escaping @Sendable (LifecycleTransition) -> Void)
    func stop()
}
