import Testing

@testable import TrackPlan

/// The lifecycle rules as a table: what a launch emits from what was persisted, then what each transition emits.
@Suite struct LifecycleRulesTests {
    static let v1 = AppVersion(version: "1.0", build: "10")
    static let v2 = AppVersion(version: "1.1", build: "11")

    /// One row: the launch facts, the transitions after it, and the events expected, in order (`I` installed,
    /// `U(prev)` updated from, `O` opened from the foreground launch, `O+` opened from the background, `B` backgrounded).
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var stored: AppVersion?
        var priorIdentity = false
        var canPersist = true
        var background = false
        var transitions: [LifecycleTransition] = []
        var expected: [String]
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "first launch", stored: nil, expected: ["I 1.0/10", "O"]),
        Row(name: "same version", stored: v1, expected: ["O"]),
        Row(name: "new version", stored: v2, expected: ["U 1.1/11", "O"]),
        Row(name: "new build only", stored: AppVersion(version: "1.0", build: "9"), expected: ["U 1.0/9", "O"]),
        Row(name: "an existing population: identity, no version", stored: nil, priorIdentity: true, expected: ["U unknown/unknown", "O"]),
        Row(name: "nothing persists: no install or update", stored: nil, canPersist: false, expected: ["O"]),
        Row(name: "background launch suppresses Opened", stored: v1, background: true, expected: []),
        Row(
            name: "the first activation after a background launch is the cold Opened", stored: nil, background: true,
            transitions: [.didBecomeActive, .didEnterBackground, .didBecomeActive], expected: ["I 1.0/10", "O", "B", "O+"]),
        Row(
            name: "background then active", stored: v1, transitions: [.didEnterBackground, .didBecomeActive],
            expected: ["O", "B", "O+"]),
        Row(
            name: "inactive then active (an alert) emits nothing", stored: v1, transitions: [.didBecomeActive, .didBecomeActive],
            expected: ["O"]),
        Row(
            name: "a second background notification emits nothing", stored: v1,
            transitions: [.didEnterBackground, .didEnterBackground, .didBecomeActive], expected: ["O", "B", "O+"]),
    ]

    static func label(_ event: LifecycleEvent) -> String {
        switch event {
        case .installed(let installed): "I \(installed.version ?? "-")/\(installed.build ?? "-")"
        case .updated(let updated): "U \(updated.previousVersion)/\(updated.previousBuild)"
        case .opened(let opened): opened.fromBackground ? "O+" : "O"
        case .backgrounded: "B"
        }
    }

    @Test(arguments: rows)
    func theRule(_ row: Row) {
        var rules = LifecycleRules()
        var events = rules.launch(
            current: Self.v1, stored: row.stored, hasPriorIdentity: row.priorIdentity, canPersist: row.canPersist,
            inBackground: row.background)
        for transition in row.transitions {
            events += transition == .didBecomeActive ? rules.didBecomeActive() : rules.didEnterBackground()
        }
        #expect(events.map(Self.label) == row.expected)
    }

    @Test func aDeepLinkRidesOnTheNextOpenedOnlyAndTheLatestWins() {
        var rules = LifecycleRules()
        _ = rules.launch(current: Self.v1, stored: Self.v1, hasPriorIdentity: true, canPersist: true, inBackground: false)
        _ = rules.didEnterBackground()
        rules.recordOpenedURL("shop://old", referringApplication: nil)
        rules.recordOpenedURL("shop://product/42", referringApplication: "com.apple.mobilesafari")
        guard case .opened(let opened)? = rules.didBecomeActive().first else { return #expect(Bool(false), "expected Opened") }
        #expect(opened.url == "shop://product/42")
        #expect(opened.referringApplication == "com.apple.mobilesafari")
        _ = rules.didEnterBackground()
        guard case .opened(let next)? = rules.didBecomeActive().first else { return #expect(Bool(false), "expected Opened") }
        #expect(next.url == nil)
        #expect(next.referringApplication == nil)
    }
}
