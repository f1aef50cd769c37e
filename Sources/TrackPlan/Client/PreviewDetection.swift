import Foundation

/// Whether the process is Xcode rendering a SwiftUI preview: Xcode sets `XCODE_RUNNING_FOR_PREVIEWS=1` in the
/// preview's environment. Events tracked there are dropped as `preview` (`TrackPlanOptions.dropsEventsInPreviews`),
/// so preview renders never reach the collector or the dashboards.
public enum PreviewDetection {
    public static let environmentVariable = "XCODE_RUNNING_FOR_PREVIEWS"

    /// Whether `environment` is a preview's.
    public static func isRunningForPreviews(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment[environmentVariable] == "1"
    }
}
