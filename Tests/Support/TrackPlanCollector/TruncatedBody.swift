import FlyingFox
import FlyingSocks
import Foundation

/// A response body that yields its first bytes and then fails, so the server closes the connection after
/// sending a `Content-Length` it never honours: the client sees the connection drop mid-response.
struct TruncatedBody: AsyncBufferedSequence {
    typealias Element = UInt8
    let prefix: [UInt8]

    struct CutOff: Error {}

    func makeAsyncIterator() -> Iterator { Iterator(remaining: prefix) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var remaining: [UInt8]

        mutating func next() async throws -> UInt8? {
            guard !remaining.isEmpty else { throw CutOff() }
            return remaining.removeFirst()
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard !remaining.isEmpty else { throw CutOff() }
            let chunk = Array(remaining.prefix(count))
            remaining.removeFirst(chunk.count)
            return chunk
        }
    }

    /// A response that promises `body` but delivers only its first half before the connection closes.
    static func response(status: HTTPStatusCode, promising body: Data) -> HTTPResponse {
        let half = Array(body.prefix(Swift.max(1, body.count / 2)))
        return HTTPResponse(
            statusCode: status,
            headers: [.contentType: "application/json"],
            body: HTTPBodySequence(from: TruncatedBody(prefix: half), count: body.count)
        )
    }
}
