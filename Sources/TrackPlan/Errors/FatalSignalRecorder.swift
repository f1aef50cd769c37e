#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Writes a crash record when the process dies of a fatal signal, with async-signal-safe calls only: the file is
/// opened and every buffer allocated when the recorder is installed, and the handler does nothing but `write(2)`,
/// `clock_gettime(2)`, `backtrace` / `backtrace_symbols_fd` (both warmed up at install, so they do not allocate)
/// and re-raising the signal with the default action, so the process still dies of it (and a core dump or the
/// system's crash reporter still sees it). `CrashRecord` reads the file at the next start.
///
/// One process, one recorder: the state is global because a signal handler can capture nothing.
enum FatalSignalRecorder {
    static let signals: [Int32] = [SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP]
    static let maxFrames: Int32 = 64

    typealias Backtrace = @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int32) -> Int32
    typealias BacktraceSymbolsFD = @convention(c) (UnsafePointer<UnsafeMutableRawPointer?>?, Int32, Int32) -> Void

    /// What the handler reads; written only by `install` and `uninstall`, before and after handlers are in place.
    struct State {
        var descriptor: Int32 = -1
        var frames = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: Int(maxFrames))
        var digits = UnsafeMutablePointer<UInt8>.allocate(capacity: 24)
        var backtrace: Backtrace?
        var symbols: BacktraceSymbolsFD?
    }

    nonisolated(unsafe) static var state = State()

    /// Opens `path` for the record (empty until a crash) and installs the handlers. Returns false when the file
    /// cannot be opened (nothing is installed then).
    static func install(path: String) -> Bool {
        uninstall()
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        let library = dlopen(nil, RTLD_NOW)
        state.backtrace = dlsym(library, "backtrace").map { unsafeBitCast($0, to: Backtrace.self) }
        state.symbols = dlsym(library, "backtrace_symbols_fd").map { unsafeBitCast($0, to: BacktraceSymbolsFD.self) }
        _ = state.backtrace?(state.frames, maxFrames)  // loads the unwinder now, not in the handler
        state.descriptor = descriptor
        for signal in signals { setHandler(signal, handleFatalSignal) }
        return true
    }

    /// Restores the default actions and closes the file.
    static func uninstall() {
        guard state.descriptor >= 0 else { return }
        for signal in signals { setHandler(signal, SIG_DFL) }
        close(state.descriptor)
        state.descriptor = -1
    }

    private static func setHandler(_ signal: Int32, _ handler: (@convention(c) (Int32) -> Void)?) {
        #if canImport(Darwin)
            _ = Darwin.signal(signal, handler)
        #else
            _ = Glibc.signal(signal, handler)
        #endif
    }

    /// `trackplan-crash 1`, `signal <n>`, `time <ms>`, `frames`, then one symbolised frame per line.
    static func writeRecord(signal: Int32) {
        let descriptor = state.descriptor
        guard descriptor >= 0 else { return }
        writeText(descriptor, "trackplan-crash 1\nsignal ")
        writeNumber(descriptor, Int64(signal))
        writeText(descriptor, "\ntime ")
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        writeNumber(descriptor, Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000)
        writeText(descriptor, "\nframes\n")
        if let backtrace = state.backtrace, let symbols = state.symbols {
            let count = backtrace(state.frames, maxFrames)
            symbols(state.frames, count, descriptor)
        }
        writeText(descriptor, "end\n")
    }

    private static func writeText(_ descriptor: Int32, _ text: StaticString) {
        text.withUTF8Buffer { buffer in _ = write(descriptor, buffer.baseAddress, buffer.count) }
    }

    /// Decimal digits into the preallocated buffer, then one `write`.
    private static func writeNumber(_ descriptor: Int32, _ value: Int64) {
        var magnitude = value.magnitude
        var start = 24
        repeat {
            start -= 1
            state.digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0 && start > 1
        if value < 0 {
            start -= 1
            state.digits[start] = UInt8(ascii: "-")
        }
        _ = write(descriptor, state.digits + start, 24 - start)
    }
}

/// The handler: record, then die of the same signal with its default action.
private func handleFatalSignal(_ signal: Int32) {
    FatalSignalRecorder.writeRecord(signal: signal)
    #if canImport(Darwin)
        _ = Darwin.signal(signal, SIG_DFL)
    #else
        _ = Glibc.signal(signal, SIG_DFL)
    #endif
    raise(signal)
}
