import TestSupport
import TrackPlan

/// The shared manual clock (TestSupport) drives the client's timers and retry wake-ups in the delivery tables.
extension ManualClock: TrackPlanClock {}
