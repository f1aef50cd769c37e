/// Super properties: the plan's `superProperties`, sent with every event tracked while they are set, into the
/// event's `properties` or the envelope's `context` as the plan says. See Docs/Runtime.md.
extension TrackPlanClient {
    /// Sets the super properties every event tracked from now on carries (replacing those set before), and saves
    /// them beside the queue so they survive a relaunch. They are encoded here, once, not per event. Validated like
    /// an event: under `InvalidEventPolicy.reject`, values that break the plan's rules are refused (logged as
    /// `super_properties_invalid`) and the earlier ones stay. Returns whether they were set.
    @discardableResult
    public func setSuperProperties<Properties: SuperPropertiesPayload>(_ superProperties: Properties) -> Bool {
        var report = ValidationReport()
        superProperties.validate(into: &report)
        if !report.isValid {
            let issues = report.issues.map(\.description).joined(separator: "; ")
            guard !pipeline.rejectsInvalid else {
                pipeline.log.report(.warning, "super_properties_invalid", "super properties refused: \(issues)")
                return false
            }
            pipeline.log.report(.warning, "super_properties_invalid", "super properties set despite: \(issues)")
        }
        var additions = EventAdditions()
        var writer = JSONWriter(capacity: 128)
        writer.piiHasher = pipeline.piiHasher  // the plan's `hash` actions apply here too, with the client's key
        superProperties.encodeProperties(into: &writer)
        additions.properties = JSONObjectMembers.additions(in: writer.bytes, objectAt: 0)
        writer.reset()
        superProperties.encodeContext(into: &writer)
        additions.context = JSONObjectMembers.additions(in: writer.bytes, objectAt: 0)
        pipeline.replaceSuperProperties(additions)
        return true
    }

    /// Stops sending super properties and removes them from disk. `reset()` does this too.
    public func clearSuperProperties() {
        pipeline.replaceSuperProperties(EventAdditions())
    }
}
