/// Which consent categories the client knows at start: `TrackPlanOptions.consentCategories`.
///
/// ```swift
/// options.consentCategories = .plan(ConsentCategory.self)   // the generated enum
/// ```
public struct ConsentRegistration: Sendable {
    let register: @Sendable (ConsentState) -> ConsentState

    /// None at start: the categories are learnt from the first `setConsent` call (and remembered).
    public static let none = ConsentRegistration { $0 }

    /// The plan's categories and their defaults, from the generated enum.
    public static func plan<Category: PlanConsentCategory>(_ type: Category.Type) -> ConsentRegistration {
        ConsentRegistration { $0.registering(type) }
    }
}
