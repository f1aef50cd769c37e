import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
    private let sendFlags = Int32(MSG_NOSIGNAL)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
    private let sendFlags: Int32 = 0
#endif

/// The few POSIX socket calls the collector needs, on 127.0.0.1 only. Blocking I/O on the collector's own
/// threads: it answers even when the Swift concurrency pool is busy with other tests.
enum LoopbackSocket {
    struct Failure: Error, CustomStringConvertible {
        var call: String
        var code: Int32
        var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    /// A listening socket on 127.0.0.1:`port` (0 picks a free port); returns it and the bound port.
    static func listen(port: UInt16) throws -> (descriptor: Int32, port: UInt16) {
        let descriptor = socket(AF_INET, streamSocket, 0)
        guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, systemListen(descriptor, 64) == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(call: "bind/listen on 127.0.0.1:\(port)", code: code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    /// Waits up to `milliseconds` for a connection; nil on timeout or error.
    static func accept(on listener: Int32, waitingUpTo milliseconds: Int32) -> Int32? {
        var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, milliseconds) > 0 else { return nil }
        let connection = systemAccept(listener)
        guard connection >= 0 else { return nil }
        var yes: Int32 = 1
        setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return connection
    }

    /// Appends what arrives to `buffer`; false when the peer closed or the socket failed.
    static func receive(from descriptor: Int32, into buffer: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }

    /// Writes all of `bytes` (never raising SIGPIPE); false when the peer has gone.
    static func send(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                systemSend(descriptor, $0.baseAddress! + offset, $0.count - offset, sendFlags)
            }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Wakes any thread blocked on the socket, then closes it.
    static func shutdownAndClose(_ descriptor: Int32) {
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
    }
}

// The socket calls whose names the enum's own methods shadow.
private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 { listen(descriptor, backlog) }
private func systemAccept(_ descriptor: Int32) -> Int32 { accept(descriptor, nil, nil) }
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
    send(descriptor, bytes, count, flags)
}
