import Foundation

#if canImport(UIKit) && !os(watchOS)
    import UIKit
#elseif canImport(AppKit)
    import AppKit
#endif

/// The platform's lifecycle notifications: UIKit's `didEnterBackground` / `didBecomeActive`, AppKit's
/// `didResignActive` / `didBecomeActive`. Elsewhere (Linux, watchOS) there are none: the app passes its own
/// `LifecycleSource`, or only the launch events are tracked.
final class SystemLifecycleSource: LifecycleSource, Sendable {
    private struct Observers: @unchecked Sendable {  // tokens are opaque, used only to remove them
        var tokens: [any NSObjectProtocol] = []
    }

    let launchedInBackground: Bool
    private let observers = Locked(Observers())

    init() {
        #if canImport(UIKit) && !os(watchOS)
            // `applicationState` is main-thread only; off the main thread the launch is taken as a foreground one.
            launchedInBackground = Thread.isMainThread && MainActor.assumeIsolated { UIApplication.shared.applicationState == .background }
        #else
            launchedInBackground = false
        #endif
    }

    func start(_ handler: @escaping @Sendable (LifecycleTransition) -> Void) {
        var names: [(Notification.Name, LifecycleTransition)] = []
        #if canImport(UIKit) && !os(watchOS)
            names = [
                (UIApplication.didEnterBackgroundNotification, .didEnterBackground), (UIApplication.didBecomeActiveNotification, .didBecomeActive),
            ]
        #elseif canImport(AppKit)
            // The names' raw values: the `NSApplication` constants are declared on a main-actor class, and this
            // method is not isolated (UIKit marks its constants `nonisolated`; AppKit's documentation does not).
            names = [
                (Notification.Name("NSApplicationDidResignActiveNotification"), .didEnterBackground),
                (Notification.Name("NSApplicationDidBecomeActiveNotification"), .didBecomeActive),
            ]
        #endif
        let tokens = names.map { name, transition in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in handler(transition) }
        }
        observers.withLock { $0.tokens += tokens }
    }

    func stop() {
        let tokens = observers.withLock { observers in
            defer { observers.tokens = [] }
            return observers.tokens
        }
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}
