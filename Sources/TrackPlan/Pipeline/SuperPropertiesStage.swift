/// The `super_properties` stage: adds the super properties the app set to the event. They were encoded into
/// members once, when set, so an event copies one reference and adds nothing when none are set.
enum SuperPropertiesStage {
    static func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, superProperties: EventAdditions?) {
        if let superProperties { draft.fields.additions = superProperties }
    }

    /// `track`'s form: the super properties of the call's settings.
    static func process(_ fields: inout DraftFields) {
        if let superProperties = fields.settings?.superProperties { fields.additions = superProperties }
    }
}
