// The typed events of TrackPlan/ are generated at build time by the TrackPlan build plugin.
