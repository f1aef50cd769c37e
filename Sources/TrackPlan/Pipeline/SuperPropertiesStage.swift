/// The `super_properties` stage: adds the super properties the app set to the event. They were encoded into
/// members once, when set, so an event copies one reference and adds nothing when none are set.
enum SuperPropertiesStage {
    static func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, superProperties: EventAdditions?) {
        process(&draft.fields, superProperties: superProperties)
    }

    static func process(_ fields: inout DraftFields, superProperties: EventAdditions?) {
        if let superProperties { fields.additions = superProperties }
    }
}
