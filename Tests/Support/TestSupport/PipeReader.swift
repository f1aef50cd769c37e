import Foundation

/// Reads one pipe to its end on a thread of its own, optionally handing each complete line to `onLine`.
final class PipeReader: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle, onLine: (@Sendable (String) -> Void)?, onEnd: (@Sendable () -> Void)?) {
        Thread.detachNewThread { [self] in
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.withLock { data.append(chunk) }
                guard let onLine else { continue }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    onLine(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    pending.removeSubrange(pending.startIndex...newline)
                }
            }
            if let onLine, !pending.isEmpty { onLine(String(decoding: pending, as: UTF8.self)) }
            done.signal()
            onEnd?()
        }
    }

    /// What was read: all of it once the pipe has ended, or what had arrived by `deadline`.
    func text(waitingUntil deadline: DispatchTime) -> String {
        if done.wait(timeout: deadline) == .success { done.signal() }
        return lock.withLock { String(decoding: data, as: UTF8.self) }
    }
}
