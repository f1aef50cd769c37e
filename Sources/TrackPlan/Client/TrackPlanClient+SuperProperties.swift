/// Super properties: what accompanies every event tracked from now on (the `super_properties` stage adds them).
extension TrackPlanClient {
    /// Replaces the super properties; they are encoded into members here, once, not per event.
    func replaceSuperProperties(_ additions: EventAdditions) {
        pipeline.state.withLock { $0.superProperties = additions }
    }
}
