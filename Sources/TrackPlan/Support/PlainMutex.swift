#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The runtime's mutex: a `pthread_mutex_t` of the default kind, locked and unlocked by direct calls. `Locked` and the
/// event stores hold one. `NSLock` wraps the same mutex behind a class method call, about 40 more instructions per
/// lock and unlock pair; `track` takes two pairs.
///
/// Not recursive, and no error checking: a thread that locks it twice deadlocks. Keep the sections short.
final class PlainMutex: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inline(__always) func lock() {
        pthread_mutex_lock(mutex)
    }

    @inline(__always) func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` with the mutex held.
    @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
