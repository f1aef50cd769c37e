/// Who a change can break. Source compatibility is always checked; which data direction counts is the mode's choice.
public enum Audience: String, Sendable, Hashable, CaseIterable, Comparable {
    /// App code calling the generated Swift: does it still compile?
    case source
    /// New readers reading old data (historical rows in the warehouse).
    case dataBackward = "data-backward"
    /// Old readers reading new data (consumers already deployed when the app ships).
    case dataForward = "data-forward"

    private var rank: Int { Audience.allCases.firstIndex(of: self)! }
    public static func < (lhs: Audience, rhs: Audience) -> Bool { lhs.rank < rhs.rank }
}

/// The three verdicts of one change: for each audience, whether it still works.
public struct Verdicts: Sendable, Hashable {
    public var breaksSource: Bool
    public var breaksBackward: Bool
    public var breaksForward: Bool

    public init(source: Bool = false, backward: Bool = false, forward: Bool = false) {
        self.breaksSource = source
        self.breaksBackward = backward
        self.breaksForward = forward
    }

    /// Breaks nobody: documentation, additions every reader tolerates.
    public static let compatible = Verdicts()
    /// Breaks everyone.
    public static let breaksAll = Verdicts(source: true, backward: true, forward: true)
    /// Old data may be rejected by new readers; old readers accept everything new writers send.
    public static let tightened = Verdicts(backward: true)
    /// New writers may send what old readers reject; old data still reads.
    public static let loosened = Verdicts(forward: true)

    /// The same data verdicts, with the source verdict set.
    public func source(_ breaks: Bool) -> Verdicts {
        Verdicts(source: breaks, backward: breaksBackward, forward: breaksForward)
    }

    /// The audiences this change breaks, in catalog order.
    public var brokenAudiences: [Audience] {
        var audiences: [Audience] = []
        if breaksSource { audiences.append(.source) }
        if breaksBackward { audiences.append(.dataBackward) }
        if breaksForward { audiences.append(.dataForward) }
        return audiences
    }

    public func breaks(_ audience: Audience) -> Bool {
        switch audience {
        case .source: return breaksSource
        case .dataBackward: return breaksBackward
        case .dataForward: return breaksForward
        }
    }
}
