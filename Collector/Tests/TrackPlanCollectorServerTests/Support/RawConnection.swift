import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A plain TCP connection to 127.0.0.1, for requests no well-behaved client sends (huge declared bodies,
/// headers trickled byte by byte). Its calls block, so tests make them inside `offThePool`.
final class RawConnection: @unchecked Sendable {
    private let socket: Int32

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw CollectorTestError("connect failed: \(errno)") }
    }

    deinit { close(socket) }

    /// Writes all of `bytes`; false when the peer has closed.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    @discardableResult
    func write(_ text: String) -> Bool { write(Array(text.utf8)) }

    /// Reads until the peer closes or the head and `Content-Length` body have arrived; returns the status of a
    /// complete answer, nil when the connection ended before one arrived.
    func readStatus() -> Int? {
        var complete = false
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
            let text = String(decoding: received, as: UTF8.self)
            if let end = text.range(of: "\r\n\r\n") {
                let head = text[..<end.lowerBound].lowercased()
                let length =
                    head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) } ?? 0
                if text[end.upperBound...].utf8.count >= length {
                    complete = true
                    break
                }
            }
        }
        let text = String(decoding: received, as: UTF8.self)
        guard complete, text.hasPrefix("HTTP/1.1 ") else { return nil }
        return Int(text.dropFirst(9).prefix(3))
    }
}

/// Runs blocking socket work on a thread of its own: blocking one of Swift concurrency's two pool threads here
/// would starve the in-process server's handlers.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}
