/// Consent, enforced by the runtime: an event whose consent category is not granted is dropped before it is stored
/// (`consent_denied`), withdrawing a category purges its queued events (`consent_withdrawn`), and every envelope
/// carries the state in `context.consent.categoryPreferences`. The categories are the plan's generated
/// `ConsentCategory` enum. See Docs/Consent.md.
extension TrackPlanClient {
    /// Records the user's choices (categories not named keep theirs). Before this returns the state is on disk
    /// and every later `track`, on any thread, applies it; the queued events of each category withdrawn are purged
    /// from the queue, except the batch in flight (it cannot be recalled). A choice for the always-granted category
    /// is ignored.
    ///
    /// ```swift
    /// analytics.setConsent([.analytics: false, .marketing: true])
    /// ```
    public func setConsent<Category: PlanConsentCategory>(_ choices: [Category: Bool]) {
        let result = pipeline.changeConsent { $0.applying(choices, of: Category.self) }
        if result.purged > 0 {
            pipeline.log.report(
                .info, "consent_withdrawn", "\(result.withdrawn.joined(separator: ", ")): \(result.purged) queued events purged")
        }
    }

    /// Grants exactly `granted` and denies every other category of the plan (the always-granted one stays granted).
    public func setConsent<Category: PlanConsentCategory>(granted: Set<Category>) {
        setConsent(Dictionary(uniqueKeysWithValues: Category.allCases.map { ($0, granted.contains($0)) }))
    }

    /// Whether events of `category` are sent now: the user's choice, else the plan's default.
    public func isConsentGranted<Category: PlanConsentCategory>(_ category: Category) -> Bool {
        pipeline.consent.isGranted(category.rawValue, eventDefault: category.consentDefault)
    }

    /// What envelopes carry in `context.consent.categoryPreferences`, by category name.
    public var consentPreferences: [String: Bool] {
        Dictionary(pipeline.consent.preferences.map { ($0.name, $0.granted) }, uniquingKeysWith: { first, _ in first })
    }
}
