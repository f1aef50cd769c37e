/// The four lifecycle events the client tracks when `TrackPlanOptions.trackLifecycleEvents` is on (Segment's names).
/// They are typed like generated events and pass the same pipeline (consent, super properties, processors).

/// The first launch on a device: nothing was persisted before, neither a version nor an identity.
public struct ApplicationInstalled: TrackedEvent, Equatable {
    public static let kind = EventKind.track
    public static let wireName = "Application Installed"
    public static let consentCategory: String? = nil
    public let version: String?
    public let build: String?

    @_spi(Generated) public func validate(into report: inout ValidationReport) {}

    @_spi(Generated) public func encodeProperties(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.members(version: version, build: build)
        writer.endObject()
    }
}

/// The version or build changed since the last launch, or lifecycle tracking was turned on for an app already in
/// use (an identity was persisted, no version was): then `previousVersion` and `previousBuild` are `unknown`.
public struct ApplicationUpdated: TrackedEvent, Equatable {
    public static let kind = EventKind.track
    public static let wireName = "Application Updated"
    public static let consentCategory: String? = nil
    public let version: String?
    public let build: String?
    public let previousVersion: String
    public let previousBuild: String

    @_spi(Generated) public func validate(into report: inout ValidationReport) {}

    @_spi(Generated) public func encodeProperties(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.members(version: version, build: build)
        writer.member(escaped: "previous_version", string: previousVersion)
        writer.member(escaped: "previous_build", string: previousBuild)
        writer.endObject()
    }
}

/// The app came to the foreground: at a launch in the foreground, and at every background → active transition.
public struct ApplicationOpened: TrackedEvent, Equatable {
    public static let kind = EventKind.track
    public static let wireName = "Application Opened"
    public static let consentCategory: String? = nil
    /// False for the first foreground of a process (a cold launch, or the first activation after a launch in the
    /// background); true for a return from the background.
    public let fromBackground: Bool
    public let version: String?
    public let build: String?
    /// The deep link recorded with `recordOpenedURL(_:sourceApplication:)` since the last `Application Opened`.
    public let url: String?
    public let referringApplication: String?

    @_spi(Generated) public func validate(into report: inout ValidationReport) {}

    @_spi(Generated) public func encodeProperties(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.member(escaped: "from_background", bool: fromBackground)
        writer.members(version: version, build: build)
        if let url { writer.member(escaped: "url", string: url) }
        if let referringApplication { writer.member(escaped: "referring_application", string: referringApplication) }
        writer.endObject()
    }
}

/// The app moved to the background.
public struct ApplicationBackgrounded: TrackedEvent, Equatable {
    public static let kind = EventKind.track
    public static let wireName = "Application Backgrounded"
    public static let consentCategory: String? = nil

    @_spi(Generated) public func validate(into report: inout ValidationReport) {}

    @_spi(Generated) public func encodeProperties(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.endObject()
    }
}

extension JSONWriter {
    fileprivate mutating func members(version: String?, build: String?) {
        if let version { member(escaped: "version", string: version) }
        if let build { member(escaped: "build", string: build) }
    }
}
