@_spi(Generated) import TrackPlan

/// The harness's consent categories, as the generator would write them for a plan with `analytics` (granted by
/// default) and `marketing` (denied by default).
enum HarnessConsent: String, PlanConsentCategory {
    case analytics, marketing
    static var deniedByDefault: Set<HarnessConsent> { [.marketing] }
    static var alwaysGranted: HarnessConsent? { nil }
}

/// An `analytics` event carrying its number.
struct ConsentProbe: TrackedEvent {
    static let kind = EventKind.track
    static let wireName = "Consent Probe"
    static let consentCategory: String? = "analytics"
    var number: Int

    func validate(into report: inout ValidationReport) {}

    func encodeProperties(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("number")
        writer.integer(number)
        writer.endObject()
    }
}

/// What the consent run does before tracking event `number` (the crash test replays the same script): every
/// 7th number flips `analytics` (withdrawn at 7, granted at 14, …), every 11th resets the identity.
enum ConsentScript {
    enum Action: Equatable {
        case setAnalytics(Bool)
        case reset
    }

    static func action(before number: Int) -> Action? {
        if number > 0, number % 7 == 0 { return .setAnalytics(number % 14 == 0) }
        if number > 0, number % 11 == 0 { return .reset }
        return nil
    }

    /// Whether `analytics` is granted while event `number` is tracked, for a run that started at `first` with it
    /// granted.
    static func analyticsGranted(at number: Int) -> Bool {
        let lastFlip = number / 7 * 7
        return lastFlip == 0 ? true : lastFlip % 14 == 0
    }
}
