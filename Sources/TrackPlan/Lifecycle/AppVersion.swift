/// The app's marketing version and build number (`CFBundleShortVersionString`, `CFBundleVersion`), as the lifecycle
/// rules compare them from one launch to the next. Either may be unknown (a process without a bundle).
public struct AppVersion: Sendable, Hashable {
    public var version: String?
    public var build: String?

    public init(version: String?, build: String?) {
        self.version = version
        self.build = build
    }
}
