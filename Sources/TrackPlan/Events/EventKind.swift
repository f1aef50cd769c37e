// One definition for the host tools and the runtime. This file is compiled into TrackPlan (the runtime) and,
// through the symlink Sources/TrackPlanModel/EventKind.swift, into TrackPlanModel (the plan model): the runtime must
// not import host modules, and the host tools must not link the runtime, so the two share the file instead of a
// module. Keep it free of imports and of other project types.

/// What kind of call an event is sent as: `track` for the plan's `events`, `screen` for its `screens`.
public enum EventKind: String, Sendable, Hashable, CaseIterable {
    case track, screen
}
