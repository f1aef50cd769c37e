/// Nested objects, union values, arrays and maps: the visitor descends into them, keeping the JSON Pointer of
/// each value while validating. Array elements and map values are visited by a closure the generator writes
/// (`{ $0.stringValue($1, maxLength: 32) }`), which applies the element's own rules and personal-data action.
@_spi(Generated)
extension PropertyVisitor {
    public mutating func objectField<Object: VisitableObject>(_ key: StaticString, _ value: Object?, pii: PIIAction? = nil, null: Bool = false) {
        switch mode {
        case .validating:
            guard let value else { return }
            inside(.key(key)) { value.visitProperties(&$0) }
        case .encoding:
            if beginMember(key, present: value != nil, null: null, pii: pii) { emit(value, pii) { $0.writeObject($1) } }
        }
    }

    public mutating func objectValue<Object: VisitableObject>(_ value: Object?, pii: PIIAction? = nil) {
        switch mode {
        case .validating:
            value?.visitProperties(&self)
        case .encoding:
            emit(value, pii) { $0.writeObject($1) }
        }
    }

    private mutating func writeObject<Object: VisitableObject>(_ value: Object) {
        writer.beginObject()
        value.visitProperties(&self)
        writer.endObject()
    }

    /// A generated union (`type: ["string", "number"]`): the value visits its own case.
    public mutating func unionField<Value: VisitableValue>(_ key: StaticString, _ value: Value?, pii: PIIAction? = nil, null: Bool = false) {
        switch mode {
        case .validating:
            guard let value else { return }
            inside(.key(key)) { value.visitValue(&$0) }
        case .encoding:
            if beginMember(key, present: value != nil, null: null, pii: pii) { emit(value, pii) { $1.visitValue(&$0) } }
        }
    }

    public mutating func unionValue<Value: VisitableValue>(_ value: Value?, pii: PIIAction? = nil) {
        switch mode {
        case .validating:
            value?.visitValue(&self)
        case .encoding:
            emit(value, pii) { $1.visitValue(&$0) }
        }
    }

    /// An array; personal-data actions apply element by element (in `element`), except `drop`, which drops it whole.
    public mutating func array<Element>(
        _ key: StaticString, _ value: [Element]?, minItems: Int? = nil, maxItems: Int? = nil, pii: PIIAction? = nil, null: Bool = false,
        element: (inout PropertyVisitor, Element) -> Void
    ) {
        switch mode {
        case .validating:
            guard let value else { return }
            report.checkItems(value, minItems, maxItems, at: PathStep.pointer(path, then: .key(key)))
            inside(.key(key)) { $0.visitElements(value, element) }
        case .encoding:
            if beginMember(key, present: value != nil, null: null, pii: pii) { writeArray(value, element) }
        }
    }

    /// `uniqueItems: true`.
    public mutating func uniqueArray<Element: Hashable>(
        _ key: StaticString, _ value: [Element]?, minItems: Int? = nil, maxItems: Int? = nil, pii: PIIAction? = nil, null: Bool = false,
        element: (inout PropertyVisitor, Element) -> Void
    ) {
        if mode == .validating, let value {
            report.checkUniqueItems(value, at: PathStep.pointer(path, then: .key(key)))
        }
        array(key, value, minItems: minItems, maxItems: maxItems, pii: pii, null: null, element: element)
    }

    public mutating func arrayValue<Element>(
        _ value: [Element]?, minItems: Int? = nil, maxItems: Int? = nil, element: (inout PropertyVisitor, Element) -> Void
    ) {
        switch mode {
        case .validating:
            guard let value else { return }
            report.checkItems(value, minItems, maxItems, at: PathStep.pointer(path, then: nil))
            visitElements(value, element)
        case .encoding:
            writeArray(value, element)
        }
    }

    public mutating func uniqueArrayValue<Element: Hashable>(
        _ value: [Element]?, minItems: Int? = nil, maxItems: Int? = nil, element: (inout PropertyVisitor, Element) -> Void
    ) {
        if mode == .validating, let value {
            report.checkUniqueItems(value, at: PathStep.pointer(path, then: nil))
        }
        arrayValue(value, minItems: minItems, maxItems: maxItems, element: element)
    }

    private mutating func visitElements<Element>(_ value: [Element], _ element: (inout PropertyVisitor, Element) -> Void) {
        for (index, item) in value.enumerated() { inside(.index(index)) { element(&$0, item) } }
    }

    private mutating func writeArray<Element>(_ value: [Element]?, _ element: (inout PropertyVisitor, Element) -> Void) {
        guard let value else {
            writer.null()
            return
        }
        writer.beginArray()
        for item in value { element(&self, item) }
        writer.endArray()
    }

    /// A map (`additionalProperties: <schema>`), written in the order of its keys' UTF-8 bytes.
    public mutating func map<Value>(
        _ key: StaticString, _ value: [String: Value]?, minProperties: Int? = nil, maxProperties: Int? = nil,
        propertyNames: StringPattern? = nil, pii: PIIAction? = nil, null: Bool = false, entry: (inout PropertyVisitor, Value) -> Void
    ) {
        switch mode {
        case .validating:
            guard let value else { return }
            report.checkEntries(value, minProperties, maxProperties, propertyNames, at: PathStep.pointer(path, then: .key(key)))
            inside(.key(key)) { $0.visitEntries(value, entry) }
        case .encoding:
            if beginMember(key, present: value != nil, null: null, pii: pii) { emit(value, pii) { $0.writeEntries($1, entry) } }
        }
    }

    public mutating func mapValue<Value>(
        _ value: [String: Value]?, minProperties: Int? = nil, maxProperties: Int? = nil, propertyNames: StringPattern? = nil,
        entry: (inout PropertyVisitor, Value) -> Void
    ) {
        switch mode {
        case .validating:
            guard let value else { return }
            report.checkEntries(value, minProperties, maxProperties, propertyNames, at: PathStep.pointer(path, then: nil))
            visitEntries(value, entry)
        case .encoding:
            emit(value, nil) { $0.writeEntries($1, entry) }
        }
    }

    private mutating func visitEntries<Value>(_ value: [String: Value], _ entry: (inout PropertyVisitor, Value) -> Void) {
        for (name, item) in value { inside(.name(name)) { entry(&$0, item) } }
    }

    private mutating func writeEntries<Value>(_ value: [String: Value], _ entry: (inout PropertyVisitor, Value) -> Void) {
        writer.beginObject()
        for (name, item) in JSONWriter.sortedEntries(value) {
            writer.key(name)
            entry(&self, item)
        }
        writer.endObject()
    }
}

extension ValidationReport {
    mutating func checkItems<Element>(_ value: [Element], _ minItems: Int?, _ maxItems: Int?, at path: @autoclosure () -> String) {
        if let minItems { checkMinItems(value, minItems, at: path()) }
        if let maxItems { checkMaxItems(value, maxItems, at: path()) }
    }

    mutating func checkEntries<Value>(
        _ value: [String: Value], _ minProperties: Int?, _ maxProperties: Int?, _ propertyNames: StringPattern?,
        at path: @autoclosure () -> String
    ) {
        if let minProperties { checkMinProperties(value, minProperties, at: path()) }
        if let maxProperties { checkMaxProperties(value, maxProperties, at: path()) }
        if let propertyNames {
            if propertyNames.isProgram {
                checkPropertyNames(value, propertyNames.program, pattern: propertyNames.source, at: path())
            } else if let regex = propertyNames.regex {
                checkPropertyNames(value, regex, pattern: propertyNames.source, at: path())
            }
        }
    }
}
