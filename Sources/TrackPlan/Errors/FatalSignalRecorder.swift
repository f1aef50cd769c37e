#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Writes a crash record when the process dies of a fatal signal, with async-signal-safe calls only: the file is
/// opened and every buffer allocated when the recorder is installed, and the handler does nothing but `write(2)`,
/// `clock_gettime(2)`, `backtrace` / `backtrace_symbols_fd` (both warmed up at install, so they do not allocate),
/// then hands the signal on. `CrashRecord` reads the file at the next start.
///
/// - Stack overflow: the handlers run on an alternate signal stack (`sigaltstack`), so a thread that ran out of
///   stack is still recorded. The stack is per thread: the recorder gives one to the thread that starts the client
///   (kept if that thread already has one as large), and a stack overflow on another thread is recorded only if
///   that thread has an alternate stack of its own.
/// - Other reporters: the handler another library installed before (a crash reporter, the Swift runtime's
///   backtracer) is saved and called after the record is written, with the original `siginfo_t` and context.
///   Whatever it does, the process then dies of the signal with its default action, as it would have without
///   the recorder (so a core dump or the system's crash reporter still sees it); `uninstall` puts the saved
///   handlers back.
/// - Breadcrumbs: the trail (`CrashBreadcrumbTrail`) is kept in memory allocated at install and written as is.
///
/// One process, one recorder: the state is global because a signal handler can capture nothing.
enum FatalSignalRecorder {
    static let signals: [Int32] = [SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP]
    static let maxFrames: Int32 = 64
    /// The alternate stack: room for `backtrace_symbols_fd` and a chained handler, well above `MINSIGSTKSZ`.
    static let alternateStackBytes = 256 * 1024

    typealias Backtrace = @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int32) -> Int32
    typealias BacktraceSymbolsFD = @convention(c) (UnsafePointer<UnsafeMutableRawPointer?>?, Int32, Int32) -> Void

    /// What the handler reads; written only by `install` and `uninstall`, before and after handlers are in place.
    struct State {
        var descriptor: Int32 = -1
        var frames = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: Int(maxFrames))
        var digits = UnsafeMutablePointer<UInt8>.allocate(capacity: 24)
        var backtrace: Backtrace?
        var symbols: BacktraceSymbolsFD?
        /// The action each of `signals` had before `install`, in the same order.
        var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: signals.count)
        var alternateStack: UnsafeMutableRawPointer?
        var trail = CrashBreadcrumbTrail(capacity: 0)
    }

    nonisolated(unsafe) static var state = State()

    /// Opens `path` for the record (empty until a crash) and installs the handlers, keeping up to `breadcrumbs`
    /// breadcrumbs for the record. Returns false when the file cannot be opened (nothing is installed then).
    static func install(path: String, breadcrumbs: Int) -> Bool {
        uninstall()
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        let library = dlopen(nil, RTLD_NOW)
        state.backtrace = dlsym(library, "backtrace").map { unsafeBitCast($0, to: Backtrace.self) }
        state.symbols = dlsym(library, "backtrace_symbols_fd").map { unsafeBitCast($0, to: BacktraceSymbolsFD.self) }
        _ = state.backtrace?(state.frames, maxFrames)  // loads the unwinder now, not in the handler
        if state.trail.capacity != breadcrumbs { state.trail = CrashBreadcrumbTrail(capacity: breadcrumbs) }
        provideAlternateStack()
        state.descriptor = descriptor
        for (index, signal) in signals.enumerated() { SignalAction.install(signal, handleFatalSignal, saving: state.previous + index) }
        return true
    }

    /// Puts back the handlers found at `install` and closes the file.
    static func uninstall() {
        guard state.descriptor >= 0 else { return }
        for (index, signal) in signals.enumerated() { SignalAction.restore(signal, state.previous + index) }
        close(state.descriptor)
        state.descriptor = -1
    }

    /// Keeps a breadcrumb for the record (outside the handler; the pipeline's lock is held).
    static func record(_ breadcrumb: Breadcrumb) {
        state.trail.record(breadcrumb)
    }

    /// An alternate stack for this thread, unless it has one at least as large (allocated once, never freed: a
    /// handler may be running on it).
    private static func provideAlternateStack() {
        var current = stack_t()
        if sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) == 0, current.ss_size >= alternateStackBytes { return }
        let memory = state.alternateStack ?? UnsafeMutableRawPointer.allocate(byteCount: alternateStackBytes, alignment: 16)
        state.alternateStack = memory
        var stack = stack_t()
        stack.ss_sp = memory
        stack.ss_size = alternateStackBytes
        stack.ss_flags = 0
        _ = sigaltstack(&stack, nil)
    }

    /// `trackplan-crash 2`, `signal <n>`, `time <ms>`, `breadcrumbs`, one per line (`ms<TAB>category<TAB>message`),
    /// `frames`, then one symbolised frame per line, `end`. Written once: a second fatal signal writes nothing.
    static func writeRecord(signal: Int32) {
        let descriptor = state.descriptor
        guard descriptor >= 0 else { return }
        state.descriptor = -1
        writeText(descriptor, "trackplan-crash 2\nsignal ")
        writeNumber(descriptor, Int64(signal))
        writeText(descriptor, "\ntime ")
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        writeNumber(descriptor, Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000)
        writeText(descriptor, "\nbreadcrumbs\n")
        state.trail.dump(to: descriptor)
        writeText(descriptor, "frames\n")
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

/// The handler: record, hand the signal to the handler that was there before, then die of it with the default
/// action (raised now, delivered when this handler returns, as the signal stays blocked until then).
private func handleFatalSignal(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    FatalSignalRecorder.writeRecord(signal: signal)
    if let index = FatalSignalRecorder.signals.firstIndex(of: signal) {
        SignalAction.call(FatalSignalRecorder.state.previous + index, signal, info, context)
    }
    SignalAction.setDefault(signal)
    raise(signal)
}
