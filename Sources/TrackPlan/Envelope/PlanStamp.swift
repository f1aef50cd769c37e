/// The plan's identity as an envelope carries it: the members the generated code wrote once, at generation time,
/// for the end of `context`:
///
/// `,"trackplan":{"name":"Acme Shop","version":"2.4.0","hash":"…","generator":"0.1.0"}`, followed by
/// `,"protocols":{"event_version":2}` for an event whose plan version is above 1.
///
/// Constant bytes: `track` copies them and does nothing else with them. The generated `TrackPlanInfo.planStamp` is
/// the plan's; each generated event and traits type names its own (`planStamp`), so its envelopes carry it
/// without set-up. `TrackPlanOptions.plan` gives it to the calls that have no generated type (`alias`, and
/// `identify`/`group` without traits). See Docs/Runtime.md, "The plan's identity".
public struct PlanStamp: Sendable {
    /// The members, starting with their comma; empty for none.
    let text: StaticString

    /// Generated code only: `text` is JSON members written by `trackplan generate`, starting with a comma.
    @_spi(Generated)
    public init(_ text: StaticString) {
        self.text = text
    }

    /// No identity: hand-written stand-ins and code generated before the identity existed.
    public static var none: PlanStamp { PlanStamp("") }

    /// Whether there is nothing to write.
    var isEmpty: Bool { text.utf8CodeUnitCount == 0 }

    /// The bytes, valid for the process's lifetime (a string literal).
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount) }
}
