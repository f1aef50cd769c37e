import TrackPlanModel

/// A property that is a `$ref` to a shared definition has two homes: its key and the annotations beside the `$ref`
/// (in the event, or in the definition that declares it), and the definition it points to. A change written at the
/// key (a rename, `x-swift-name`, an `x-pii` beside the `$ref`) is a change to that use only, so it must not be
/// reported, nor merged, as a change to the `$ref` target.
extension Place {
    /// This property's place as a use: the shared definition its key is written in, not its `$ref` target.
    var atUse: Place {
        var place = self
        place.definition = useDefinition
        return place
    }

    /// A keyword of the property (`x-pii`): at the use when either side writes it beside the key or the `$ref`,
    /// else in the definition the property points to.
    func propertyKeyword(_ keyword: String, old: Property, new: Property) -> Place {
        let place = child(keyword)
        return old.use?.keywords[keyword] != nil || new.use?.keywords[keyword] != nil ? place.atUse : place
    }
}
