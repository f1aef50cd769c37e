import TestSupport
import TrackPlan

/// The shared manual clock (TestSupport) drives the runtime wherever a `TrackPlanClock` is asked for.
extension ManualClock: TrackPlanClock {}
