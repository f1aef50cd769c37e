import Foundation

/// Lifecycle events (`TrackPlanOptions.trackLifecycleEvents`): deep-link attribution.
extension TrackPlanClient {
    /// Keeps `url` so that the next `Application Opened` carries it as `url`, with `sourceApplication` as
    /// `referring_application`; one URL at a time (a later call replaces it), used once. Call it from
    /// `application(_:open:options:)` or the scene's `openURLContexts`. Strip tokens and codes from the URL first:
    /// it is sent as given. Does nothing when lifecycle events are off.
    public func recordOpenedURL(_ url: URL, sourceApplication: String? = nil) {
        lifecycle?.recordOpenedURL(url.absoluteString, referringApplication: sourceApplication)
    }
}
