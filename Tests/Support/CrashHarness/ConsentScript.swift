// One file, two targets: the harness runs this script and the consent crash test (through the symlink
// Tests/TrackPlanDeliveryTests/ConsentScript.swift) replays it to know what a killed run may have done. Keep it
// free of imports.

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
