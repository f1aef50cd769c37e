#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// Typed screens in UIKit: call `trackScreen(_:on:)` from `viewDidAppear(_:)` and `screenDidDisappear()` from
    /// `viewDidDisappear(_:)`. One appearance tracks once, however often `viewDidAppear` runs while the controller
    /// stays visible. A thin adapter over `ScreenPresence`, where the rules live and are tested.
    extension UIViewController {
        public func trackScreen<Screen: TrackedEvent>(_ screen: Screen, on client: TrackPlanClient) {
            client.trackAppearance(screen, presence: ScreenPresences.shared.presence(for: self))
        }

        public func screenDidDisappear() {
            ScreenPresences.shared.presence(for: self).disappear()
        }
    }
#endif
