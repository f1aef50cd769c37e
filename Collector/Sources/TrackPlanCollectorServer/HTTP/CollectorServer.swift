import Hummingbird
import Logging
import NIOCore

/// The HTTP face of a `Collector`: routes, the Hummingbird application, and the port it bound.
public enum CollectorServer {
    /// The Hummingbird application serving `collector` on `host:port` (0 picks a free port, reported to
    /// `onRunning`). Run it with `runService()` or inside a service group.
    public static func application(
        collector: Collector, host: String, port: Int, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = Router(context: CollectorRequestContext.self)
        addTrackingRoutes(to: router, collector: collector)
        addAPIRoutes(to: router, collector: collector)
        addEntitlementRoutes(to: router, collector: collector)
        addForgetRoutes(to: router, collector: collector)
        addWebRoutes(to: router)
        var logger = Logger(label: "trackplan-collector")
        logger.logLevel = .warning
        return Application(
            router: router,
            server: .http1(configuration: .init(idleTimeout: .seconds(30))),
            configuration: .init(address: .hostname(host, port: port), serverName: "trackplan-collector"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger)
    }
}
