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
