import Hummingbird
import NIOCore

/// The request context of the collector's routes: Hummingbird's core storage plus the connection, so
/// `--drop-connection` can cut it without sending an answer.
public struct CollectorRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    let channel: any Channel

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}
