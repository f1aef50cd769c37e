import TrackPlanModel

/// The envelope members that say which plan built an event, written once per plan at generation time: the text of
/// the generated `TrackPlanInfo.planStamp` (`TrackPlan.PlanStamp`), which `track` copies into each envelope's
/// `context` as it stands.
struct PlanStampText {
    /// `,"trackplan":{"name":…,"version":…,"hash":…,"generator":…}`.
    let plan: String
    /// The plan's content hash (`PlanHash`).
    let hash: PlanHash

    init(_ plan: Plan, hash: PlanHash) {
        self.hash = hash
        let members = [
            ("name", plan.name), ("version", plan.version.description), ("hash", hash.description), ("generator", TrackPlanVersion.current),
        ]
        self.plan =
            #","trackplan":{"# + members.map { key, value in "\"\(key)\":" + JSONStringEscaping.quoted(value) }.joined(separator: ",") + "}"
    }

    /// The `TrackPlanInfo` member holding `plan`.
    static let planMember = "planStamp"

    /// The `TrackPlanInfo` member holding the stamp of an event at `version`.
    static func member(forVersion version: Int) -> String { version > 1 ? "planStampEventVersion\(version)" : planMember }

    /// The event versions above 1 the plan's events and kept versions send, ascending: one stamp member each.
    static func versions(in plan: Plan) -> [Int] {
        Set(plan.events.flatMap { [$0.version] + $0.keptVersions.map(\.version) }.filter { $0 > 1 }).sorted()
    }

    /// The stamp of an event whose version is `version`: the plan's, plus `context.protocols.event_version` above 1.
    func event(version: Int) -> String {
        version > 1 ? plan + #","protocols":{"event_version":"# + String(version) + "}" : plan
    }
}
