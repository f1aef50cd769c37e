/// The plan's consent categories: the generated `ConsentCategory` enum conforms, so `setConsent(_:)` and
/// `TrackPlanOptions.consentCategories` take the plan's own cases and a misspelt category does not compile.
///
/// The generated conformance states the plan's defaults (its `"default"` keywords): which categories are denied
/// until the user grants them, and which one, if any, is always granted. Apps never conform to this by hand.
public protocol PlanConsentCategory: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// Categories denied until the user grants them (`"default": "denied"`, opt-in).
    static var deniedByDefault: Set<Self> { get }
    /// The category sent whatever the user chooses (`"default": "always"`), if the plan has one.
    static var alwaysGranted: Self? { get }
}

extension PlanConsentCategory {
    /// What the category is before the user chooses.
    public var consentDefault: ConsentDefault {
        if self == Self.alwaysGranted { return .always }
        return Self.deniedByDefault.contains(self) ? .denied : .granted
    }

    /// Categories granted before the user chooses (granted by default, and the always-granted one).
    public static var defaultGranted: Set<Self> { Set(allCases).subtracting(deniedByDefault) }
}
