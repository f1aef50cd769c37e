import Foundation

/// A real small filesystem for storage-fault tests: a tmpfs mounted on a fresh directory (needs root), filled,
/// made read-only and writable again with real `mount` calls.
final class SmallFilesystem: @unchecked Sendable {
    let path: String
    private var readOnlyBind = false

    /// Whether this process may mount a tmpfs (root, and a kernel that allows it); probed once with a real mount.
    static let isAvailable: Bool = {
        guard geteuid() == 0 else { return false }
        guard let probe = try? SmallFilesystem(kibibytes: 64) else { return false }
        probe.unmount()
        return true
    }()

    init(kibibytes: Int) throws {
        path = NSTemporaryDirectory() + "trackplan-tmpfs-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Self.run("/bin/mount", "-t", "tmpfs", "-o", "size=\(kibibytes)k", "tmpfs", path)
    }

    deinit { unmount() }

    /// The queue's directory inside the filesystem.
    var queue: String { path + "/queue" }

    /// Bytes still free.
    var freeBytes: Int {
        var status = statvfs()
        guard statvfs(path, &status) == 0 else { return 0 }
        return Int(status.f_bavail) * Int(status.f_frsize)
    }

    /// Takes space with a filler file until about `bytes` are left (never below zero).
    func fill(leaving bytes: Int) {
        let take = freeBytes - bytes
        guard take > 0 else { return }
        let fd = open(path + "/filler-\(UUID().uuidString.prefix(4))", O_RDWR | O_CREAT, 0o600)
        defer { close(fd) }
        _ = posix_fallocate(fd, 0, off_t(take))
    }

    /// Removes every filler file.
    func freeFiller() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for name in names where name.hasPrefix("filler-") { try? FileManager.default.removeItem(atPath: path + "/" + name) }
    }

    /// Makes the queue directory read-only for new opens, as when an app's container is remounted; files already
    /// open stay writable, as they would. The read-only view is made on a staging directory nobody writes through
    /// (a bind mount remounted read-only while a file is open for writing through it fails with "mount point is
    /// busy", and the app opens segments at any moment), then moved over the queue in one step.
    func makeQueueReadOnly() throws {
        let staging = path + "-readonly"
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        try Self.retrying { try Self.run("/bin/mount", "--bind", queue, staging) }
        try Self.retrying { try Self.run("/bin/mount", "-o", "remount,bind,ro", staging) }
        try Self.retrying { try Self.run("/bin/mount", "--move", staging, queue) }
        readOnlyBind = true
        try? FileManager.default.removeItem(atPath: staging)
    }

    func makeQueueWritable() {
        guard readOnlyBind else { return }
        _ = try? Self.run("/bin/umount", queue)
        readOnlyBind = false
    }

    func unmount() {
        makeQueueWritable()
        _ = try? Self.run("/bin/umount", "-l", path)
        try? FileManager.default.removeItem(atPath: path)
    }

    struct CommandFailed: Error, CustomStringConvertible {
        var command: [String]
        var status: Int32
        var message: String
        var description: String { "\(command.joined(separator: " ")) exited \(status): \(message)" }
    }

    /// `mount(8)` can fail now and then while another mount table update is under way: up to five tries.
    static func retrying(_ body: () throws -> Void) throws {
        for attempt in 1...5 {
            do { return try body() } catch  where attempt < 5 { usleep(100_000) }
        }
    }

    static func run(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailed(command: arguments, status: process.terminationStatus, message: message)
        }
    }
}
