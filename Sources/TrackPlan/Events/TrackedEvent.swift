/// A typed event generated from the tracking plan. Apps never conform to this by hand; `trackplan generate`
/// (or the build plugin) writes one value type per event in the plan.
///
/// The runtime calls `validate(into:)`, then `encodeProperties(into:)` once, at `track` time. Generated events
/// implement only `visitProperties(_:)`, which both run (`Visitable.swift`); all three are `@_spi(Generated)`:
/// apps neither see nor call them (Docs/GeneratedAPI.md).
public protocol TrackedEvent: VisitableObject, Sendable {
    /// `track` or `screen`.
    static var kind: EventKind { get }
    /// The event name sent on the wire (`event` for track, `name` for screen).
    static var wireName: String { get }
    /// The consent category the event belongs to, or nil when the plan declares none.
    static var consentCategory: String? { get }
    /// The category's default in the plan, used while the user has made no choice for it: generated only when it
    /// is not `.granted` (the default below).
    static var consentDefault: ConsentDefault { get }
    /// The plan's identity (and the event's version when above 1) for the envelope's `context`: generated.
    @_spi(Generated)
    static var planStamp: PlanStamp { get }
    /// Appends every rule the value breaks (patterns, lengths, ranges, …) to `report`. Called by the runtime.
    @_spi(Generated)
    func validate(into report: inout ValidationReport)
    /// Writes the event's properties as one JSON object (`{...}`). Called by the runtime.
    @_spi(Generated)
    func encodeProperties(into writer: inout JSONWriter)
}

extension TrackedEvent {
    /// Granted by default (opt-out), unless the generated event says otherwise.
    public static var consentDefault: ConsentDefault { .granted }

    /// None, unless the generated event names its plan's.
    @_spi(Generated)
    public static var planStamp: PlanStamp { .none }
}

/// Typed traits for `identify` or `group`, generated from the plan.
public protocol TraitsPayload: VisitableObject, Sendable {
    /// The plan's identity for the `identify` or `group` envelope's `context`: generated.
    @_spi(Generated)
    static var planStamp: PlanStamp { get }
    /// Appends every rule the traits break to `report`. Called by the runtime.
    @_spi(Generated)
    func validate(into report: inout ValidationReport)
    /// Writes the traits as one JSON object (`{...}`). Called by the runtime.
    @_spi(Generated)
    func encodeTraits(into writer: inout JSONWriter)
}

extension TraitsPayload {
    /// None, unless the generated traits name their plan's.
    @_spi(Generated)
    public static var planStamp: PlanStamp { .none }
}

/// The plan's `identify` traits (the generated `IdentifyTraits`): only these go to `identify(userId:traits:)`.
public protocol IdentifyTraitsPayload: TraitsPayload {}

/// The plan's `group` traits (the generated `GroupTraits`): only these go to `group(groupId:traits:)`.
public protocol GroupTraitsPayload: TraitsPayload {}

/// The plan's super properties (the generated `SuperProperties`): only these go to `setSuperProperties(_:)`.
public protocol SuperPropertiesPayload: VisitableObject, Sendable {
    /// One `visitor` call per member bound for the envelope's `context` (`x-context`).
    @_spi(Generated)
    func visitContext(_ visitor: inout PropertyVisitor)
    /// Appends every rule the values break to `report`. Called by the runtime.
    @_spi(Generated)
    func validate(into report: inout ValidationReport)
    /// Writes the super properties bound for each event's `properties` as one JSON object. Called by the runtime.
    @_spi(Generated)
    func encodeProperties(into writer: inout JSONWriter)
    /// Writes those bound for the envelope's `context` (the plan's `x-context`) as one JSON object.
    @_spi(Generated)
    func encodeContext(into writer: inout JSONWriter)
}
