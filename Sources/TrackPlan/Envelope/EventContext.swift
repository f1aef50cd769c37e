/// The `context` object of every envelope, as Segment's spec names it: the app, the OS, the device, the locale and
/// time zone, the library, and the screen on Apple platforms.
///
/// The client detects it once at start (`EventContext.detected()`) and encodes it once; each event copies the
/// bytes. Apps override any field by passing their own value in `TrackPlanOptions.context`:
/// ```swift
/// var context = EventContext.detected()
/// context.app.namespace = "com.acme.shop"
/// options.context = context
/// ```
/// A nil field is left out of the JSON.
public struct EventContext: Sendable, Hashable {
    public struct App: Sendable, Hashable {
        public var name: String?
        /// The marketing version (`CFBundleShortVersionString`).
        public var version: String?
        /// The build number (`CFBundleVersion`).
        public var build: String?
        /// The bundle identifier.
        public var namespace: String?

        public init(name: String? = nil, version: String? = nil, build: String? = nil, namespace: String? = nil) {
            self.name = name
            self.version = version
            self.build = build
            self.namespace = namespace
        }
    }

    public struct OS: Sendable, Hashable {
        public var name: String?
        public var version: String?

        public init(name: String? = nil, version: String? = nil) {
            self.name = name
            self.version = version
        }
    }

    public struct Device: Sendable, Hashable {
        /// A stable device identifier: sent only when the app opts in (`detected(includeDeviceIdentifier: true)`
        /// or by setting it).
        public var id: String?
        public var manufacturer: String?
        /// The hardware model (`iPhone15,2`, `x86_64`).
        public var model: String?
        /// `ios`, `macos`, `tvos`, `watchos`, `visionos` or `linux`.
        public var type: String?

        public init(id: String? = nil, manufacturer: String? = nil, model: String? = nil, type: String? = nil) {
            self.id = id
            self.manufacturer = manufacturer
            self.model = model
            self.type = type
        }
    }

    public struct Screen: Sendable, Hashable {
        /// Points.
        public var width: Double
        public var height: Double
        /// Pixels per point.
        public var density: Double

        public init(width: Double, height: Double, density: Double) {
            self.width = width
            self.height = height
            self.density = density
        }
    }

    public struct Library: Sendable, Hashable {
        public var name: String
        public var version: String

        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    public var app = App()
    public var os = OS()
    public var device = Device()
    /// BCP 47, e.g. `en-US`.
    public var locale: String?
    /// IANA name, e.g. `Europe/Berlin`.
    public var timezone: String?
    public var screen: Screen?
    public var library = Library.trackPlan
    /// Written as `"testMode":true` when set: events from a debug build (`TrackPlanOptions.testMode`).
    var testMode = false

    public init() {}
}

extension EventContext.Library {
    /// This runtime.
    public static let trackPlan = EventContext.Library(name: "trackplan-swift", version: "0.1.0")
}
