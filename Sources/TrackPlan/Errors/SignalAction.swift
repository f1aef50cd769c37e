#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A signal handler that receives the `siginfo_t` and the interrupted context (`SA_SIGINFO`).
typealias SignalHandler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

/// `sigaction(2)`'s record, spelt once for Darwin and glibc: what the recorder installs, what it saves of the
/// handler it found, and how it calls that handler on. Async-signal-safe: no allocation, no lock.
enum SignalAction {
    /// Installs `handler` on the alternate stack for `signal`, keeping the signal blocked while it runs; the action
    /// that was there is stored in `previous`.
    static func install(_ signal: Int32, _ handler: SignalHandler, saving previous: UnsafeMutablePointer<sigaction>) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_sigaction = handler
        #else
            action.__sigaction_handler.sa_sigaction = handler
        #endif
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        sigemptyset(&action.sa_mask)
        _ = sigaction(signal, &action, previous)
    }

    /// Puts back an action saved by `install`.
    static func restore(_ signal: Int32, _ saved: UnsafeMutablePointer<sigaction>) {
        _ = sigaction(signal, saved, nil)
    }

    /// The default action (die, with a core dump where the system makes one).
    static func setDefault(_ signal: Int32) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = SIG_DFL
        #else
            action.__sigaction_handler.sa_handler = SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        _ = sigaction(signal, &action, nil)
    }

    /// Calls the handler `saved` names, as the kernel would have (with the same `siginfo_t` and context); nothing
    /// for the default and ignore actions.
    static func call(
        _ saved: UnsafeMutablePointer<sigaction>, _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
    ) {
        #if canImport(Darwin)
            let plain = unsafeBitCast(saved.pointee.__sigaction_u.__sa_handler, to: Int.self)
        #else
            let plain = unsafeBitCast(saved.pointee.__sigaction_handler.sa_handler, to: Int.self)
        #endif
        guard plain != unsafeBitCast(SIG_DFL, to: Int.self), plain != unsafeBitCast(SIG_IGN, to: Int.self) else { return }
        if saved.pointee.sa_flags & SA_SIGINFO != 0 {
            #if canImport(Darwin)
                saved.pointee.__sigaction_u.__sa_sigaction?(signal, info, context)
            #else
                saved.pointee.__sigaction_handler.sa_sigaction?(signal, info, context)
            #endif
        } else {
            #if canImport(Darwin)
                saved.pointee.__sigaction_u.__sa_handler?(signal)
            #else
                saved.pointee.__sigaction_handler.sa_handler?(signal)
            #endif
        }
    }
}
