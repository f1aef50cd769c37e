/// A generated object type (an event, traits, super properties or a nested object): its properties, visited in
/// plan order by one generated method. Apps never conform to it by hand.
public protocol VisitableObject {
    /// One `visitor` call per property. Called by the runtime.
    @_spi(Generated)
    func visitProperties(_ visitor: inout PropertyVisitor)
}

/// A generated union value (`type: ["string", "number"]`): it visits its own case.
public protocol VisitableValue {
    /// One `visitor.…Value` call for the case the value holds. Called by the runtime.
    @_spi(Generated)
    func visitValue(_ visitor: inout PropertyVisitor)
}

/// Every visitable object: `validate(into:)` runs `visitProperties(_:)` as a validator. Hand-written runtime events
/// implement `validate(into:)` and their encoder directly and visit nothing.
extension VisitableObject {
    @_spi(Generated)
    public func visitProperties(_ visitor: inout PropertyVisitor) {}

    @_spi(Generated)
    public func validate(into report: inout ValidationReport) {
        PropertyVisitor.validate(into: &report) { visitProperties(&$0) }
    }
}

/// Events: `encodeProperties(into:)` runs `visitProperties(_:)` as the encoder.
extension TrackedEvent {
    @_spi(Generated)
    public func encodeProperties(into writer: inout JSONWriter) {
        PropertyVisitor.encode(into: &writer) { visitProperties(&$0) }
    }
}

/// Traits: `encodeTraits(into:)` runs `visitProperties(_:)` as the encoder.
extension TraitsPayload {
    @_spi(Generated)
    public func encodeTraits(into writer: inout JSONWriter) {
        PropertyVisitor.encode(into: &writer) { visitProperties(&$0) }
    }
}

/// Super properties visit the members bound for `properties` and those bound for `context` (`x-context`)
/// separately; validation covers both.
extension SuperPropertiesPayload {
    @_spi(Generated)
    public func visitContext(_ visitor: inout PropertyVisitor) {}

    @_spi(Generated)
    public func validate(into report: inout ValidationReport) {
        PropertyVisitor.validate(into: &report) {
            visitProperties(&$0)
            visitContext(&$0)
        }
    }

    @_spi(Generated)
    public func encodeProperties(into writer: inout JSONWriter) {
        PropertyVisitor.encode(into: &writer) { visitProperties(&$0) }
    }

    @_spi(Generated)
    public func encodeContext(into writer: inout JSONWriter) {
        PropertyVisitor.encode(into: &writer) { visitContext(&$0) }
    }
}
