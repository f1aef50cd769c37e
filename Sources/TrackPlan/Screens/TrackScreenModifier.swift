#if canImport(SwiftUI)
    import SwiftUI

    /// `.trackScreen(.cartScreen())`: tracks the plan's typed screen each time the view appears (once per appearance,
    /// not per re-render), with the client from the environment (`.trackPlanClient(client)` on an ancestor).
    /// A thin adapter over `ScreenPresence`, where the rules live and are tested.
    struct TrackScreenModifier<Screen: TrackedEvent>: ViewModifier {
        let screen: Screen
        @Environment(\.trackPlanClient) private var client
        @State private var presence = ScreenPresence()

        func body(content: Content) -> some View {
            content
                .onAppear { client?.trackAppearance(screen, presence: presence) }
                .onDisappear { presence.disappear() }
        }
    }

    private struct TrackPlanClientKey: EnvironmentKey {
        static let defaultValue: TrackPlanClient? = nil
    }

    extension EnvironmentValues {
        /// The client `.trackScreen(…)` tracks with; nil tracks nothing.
        public var trackPlanClient: TrackPlanClient? {
            get { self[TrackPlanClientKey.self] }
            set { self[TrackPlanClientKey.self] = newValue }
        }
    }

    extension View {
        /// Tracks `screen` (one of the plan's screens: `.trackScreen(.cartScreen())`) each time this view appears.
        public func trackScreen<Screen: TrackedEvent>(_ screen: Screen) -> some View {
            modifier(TrackScreenModifier(screen: screen))
        }

        /// Makes `client` the one `.trackScreen(…)` uses in this view and its descendants.
        public func trackPlanClient(_ client: TrackPlanClient) -> some View {
            environment(\.trackPlanClient, client)
        }
    }
#endif
