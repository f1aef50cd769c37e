import Foundation

#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

extension EventContext {
    /// What this process can tell about itself: the main bundle's name, version, build and identifier (the
    /// process name when there is no bundle), the OS, the hardware model, the current locale and time zone, and
    /// the screen on UIKit platforms when called on the main thread. No device identifier unless asked for:
    /// `includeDeviceIdentifier` sends `identifierForVendor` on UIKit platforms and nothing elsewhere.
    public static func detected(includeDeviceIdentifier: Bool = false, bundle: Bundle = .main) -> EventContext {
        var context = EventContext()
        let info = bundle.infoDictionary ?? [:]
        context.app = App(
            name: (info["CFBundleDisplayName"] ?? info["CFBundleName"]) as? String ?? ProcessInfo.processInfo.processName,
            version: info["CFBundleShortVersionString"] as? String, build: info["CFBundleVersion"] as? String,
            namespace: bundle.bundleIdentifier)
        context.os = OS(name: osName, version: osVersion)
        context.device = Device(manufacturer: manufacturer, model: hardwareModel(), type: deviceType)
        context.locale = bcp47(Locale.current.identifier)
        context.timezone = TimeZone.current.identifier
        #if canImport(UIKit) && !os(watchOS) && !os(visionOS)  // visionOS has no UIScreen.main
            if Thread.isMainThread {
                MainActor.assumeIsolated {
                    let screen = UIScreen.main
                    context.screen = Screen(width: Double(screen.bounds.width), height: Double(screen.bounds.height), density: Double(screen.scale))
                    if includeDeviceIdentifier { context.device.id = UIDevice.current.identifierForVendor?.uuidString }
                }
            }
        #endif
        return context
    }

    /// `en_US` → `en-US`; `@calendar=…` variants and the POSIX locale dropped.
    static func bcp47(_ identifier: String) -> String? {
        let base = identifier.split(separator: "@").first.map(String.init) ?? ""
        guard !base.isEmpty, base != "en_US_POSIX", base != "C", base != "POSIX" else { return nil }
        return base.replacingOccurrences(of: "_", with: "-")
    }

    private static var osName: String {
        #if os(iOS)
            "iOS"
        #elseif os(macOS)
            "macOS"
        #elseif os(tvOS)
            "tvOS"
        #elseif os(watchOS)
            "watchOS"
        #elseif os(visionOS)
            "visionOS"
        #elseif os(Linux)
            "Linux"
        #else
            "unknown"
        #endif
    }

    private static var deviceType: String { osName.lowercased() }

    private static var manufacturer: String? {
        #if canImport(Darwin)
            "Apple"
        #else
            nil
        #endif
    }

    private static var osVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }

    /// `uname`'s machine field: the model identifier on Apple devices (`iPhone15,2`), the architecture elsewhere.
    private static func hardwareModel() -> String? {
        var names = utsname()
        guard uname(&names) == 0 else { return nil }
        let machine = withUnsafeBytes(of: &names.machine) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return machine.isEmpty ? nil : machine
    }
}
