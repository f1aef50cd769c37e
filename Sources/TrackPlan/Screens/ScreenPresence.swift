/// Whether one on-screen view (a SwiftUI view carrying `.trackScreen(…)`, a UIKit view controller) is showing, and
/// how many times it has appeared: the platform-neutral half of typed screen tracking, tested on any platform.
///
/// A screen event is tracked once per appearance: `appear()` returns true only on the change from hidden to
/// shown, so a re-render, or a second `onAppear` without an `onDisappear` between (SwiftUI sends one in some
/// navigation and tab containers), tracks nothing.
public final class ScreenPresence: Sendable {
    private struct State {
        var isShowing = false
        var appearances = 0
    }

    private let state = Locked(State())

    public init() {}

    /// The view appeared; true when this is a new appearance (track the screen), false for a repeat.
    public func appear() -> Bool {
        state.withLock { state in
            guard !state.isShowing else { return false }
            state.isShowing = true
            state.appearances += 1
            return true
        }
    }

    /// The view disappeared: its next `appear()` is a new appearance.
    public func disappear() {
        state.withLock { $0.isShowing = false }
    }

    /// Appearances so far.
    public var appearances: Int { state.withLock(\.appearances) }

    public var isShowing: Bool { state.withLock(\.isShowing) }
}

extension TrackPlanClient {
    /// Tracks `screen` when `presence` turns from hidden to shown; nothing on a repeat. What the SwiftUI modifier and
    /// the UIKit helper call.
    public func trackAppearance<Screen: TrackedEvent>(_ screen: Screen, presence: ScreenPresence) {
        if presence.appear() { track(screen) }
    }
}
