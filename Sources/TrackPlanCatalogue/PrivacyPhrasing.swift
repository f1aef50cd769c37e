import TrackPlanModel

/// Personal data and consent in words: what a class is, what the runtime does with its values, what a consent
/// category's default means.
public enum PrivacyPhrasing {
    /// `email` → "email address".
    public static func name(of pii: PIIClass) -> String {
        switch pii {
        case .email: return "email address"
        case .phone: return "phone number"
        case .name: return "person's name"
        case .address: return "postal address"
        case .freeText: return "free text"
        case .identifier: return "identifier"
        case .ipAddress: return "IP address"
        case .location: return "location"
        case .notPersonal: return "not personal data (reviewed)"
        }
    }

    /// What the runtime does with a value before it leaves the app, code in backticks.
    public static func phrase(_ action: PIIAction, for pii: PIIClass) -> String {
        switch action {
        case .send: return "sent as written, not scrubbed"
        case .scrub: return "sent after the runtime's free-text scrubber (email addresses and card numbers replaced)"
        case .redact: return "replaced by `\(pii.redactionToken)` before it leaves the app"
        case .hash: return "replaced by a keyed hash (HMAC-SHA-256) before it leaves the app; equal values stay joinable"
        case .drop: return "never sent: the runtime leaves the key out"
        }
    }

    /// The default state of a consent category in words.
    public static func phrase(_ state: ConsentDefault) -> String {
        switch state {
        case .granted: return "granted until the user withdraws it (opt-out)"
        case .denied: return "denied until the user grants it (opt-in)"
        case .always: return "always granted, whatever the user chose"
        }
    }
}
