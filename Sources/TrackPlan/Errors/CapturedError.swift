/// An error as it will be sent: what `TrackPlanOptions.beforeSendError` sees and may edit (or drop by returning nil).
public struct CapturedError: Sendable, Hashable {
    /// The error's Swift type, e.g. `DecodingError` or `CheckoutError`.
    public var typeName: String
    /// `String(describing:)` of the error (passes the free-text scrubber like every string value).
    public var message: String
    /// False for errors the app could not handle.
    public var handled: Bool
    /// Groups occurrences of the same error: a hash of the type and the top stack frames, stable across runs of the
    /// same binary (addresses that change with each launch are left out).
    public var fingerprint: String
    /// The call stack where `captureError` was called, innermost first, as the platform symbolises it.
    public var frames: [String]
    /// What happened just before, oldest first.
    public var breadcrumbs: [Breadcrumb]

    public init(
        typeName: String, message: String, handled: Bool, fingerprint: String, frames: [String], breadcrumbs: [Breadcrumb]
    ) {
        self.typeName = typeName
        self.message = message
        self.handled = handled
        self.fingerprint = fingerprint
        self.frames = frames
        self.breadcrumbs = breadcrumbs
    }
}
