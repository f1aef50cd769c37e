import TrackPlanModel
import TrackPlanParse

extension PlanReading {
    /// Reads one value schema (a property, a shared definition, or `items`). Returns nil after reporting errors.
    func readSchema(_ node: JSONNode, in file: String, place: KeywordCatalog.Place) -> ReadSchema? {
        guard let members = node.members else {
            let hint = node.value == .bool(true) || node.value == .bool(false) ? "; boolean schemas are not supported" : ""
            error("keyword-type", "a schema must be a JSON object, found \(node.typeName)\(hint)", at: node)
            return nil
        }
        let fields = checkKeywords(members, in: place)
        if let reference = fields["$ref"] { return readReferenceUse(reference, fields, in: file) }
        let before = errorCount
        let annotations = readAnnotations(fields)
        // A schema built from unsupported combinators (`anyOf`, …) has no type of its own: that error is enough.
        if !fields.has("type"), members.contains(where: { UnsupportedKeywords.advice(for: $0.key) != nil }) { return nil }
        if let list = fields["oneOf"] {
            return readOneOf(fields, list, of: node, in: file, annotations: annotations, before: before)
        }
        if isUntyped(fields) { return readUntyped(fields, of: node, annotations: annotations, before: before) }
        guard let type = readType(fields, of: node) else { return nil }
        checkApplicability(fields, type: type)
        if type.bases.count > 1 { return readTypeUnion(fields, type, of: node, annotations: annotations, before: before) }
        let schemaType: SchemaType
        switch type.base {
        case .string: schemaType = .string(readStringConstraints(fields))
        case .integer: schemaType = .integer(readNumericConstraints(fields))
        case .number: schemaType = .number(readNumericConstraints(fields))
        case .boolean: schemaType = .boolean
        case .object:
            if let values = fields["additionalProperties"], values.value.members != nil, !fields.has("properties"), !fields.has("allOf") {
                guard let map = readMapShape(fields, values: values, in: file) else { return nil }
                let pii = annotations.pii == nil ? map.pii : nil
                return finish(.map(map.shape), type, fields, node, annotations, itemsPII: pii, before: before)
            }
            guard let shape = readObjectShape(fields, of: node, in: file) else { return nil }
            schemaType = .object(shape)
        case .array:
            guard let shape = readArrayShape(fields, of: node, in: file) else { return nil }
            schemaType = .array(shape.shape)
            if annotations.pii == nil {
                return finish(schemaType, type, fields, node, annotations, itemsPII: shape.pii, before: before, itemsAction: shape.piiAction)
            }
        }
        return finish(schemaType, type, fields, node, annotations, itemsPII: nil, before: before)
    }

    func finish(
        _ schemaType: SchemaType, _ type: DeclaredType, _ fields: KeywordFields, _ node: JSONNode,
        _ annotations: SchemaAnnotations, itemsPII: PIIClass?, before: Int, itemsAction: PIIAction? = nil
    ) -> ReadSchema? {
        var enumValues = fields["enum"].flatMap { readEnum($0, type: type) }
        var constValue = fields["const"].flatMap { readConst($0, type: type) }
        // A boolean enum has no Swift enum: one value is a `const`, both values no constraint at all.
        if case .boolean = schemaType, let values = enumValues, !values.contains(.null), constValue == nil {
            let flags = Set(values.compactMap { if case .bool(let flag) = $0 { flag } else { nil } })
            if flags.count == 1, let flag = flags.first { constValue = .bool(flag) }
            enumValues = nil
        }
        guard errorCount == before else { return nil }
        let schema = Schema(
            type: schemaType, isNullable: type.isNullable, enumValues: enumValues, constValue: constValue,
            description: annotations.description, deprecation: annotations.deprecation, examples: annotations.examples,
            origin: Origin(location: node.location, pointer: node.pointer, keywords: fields.locations))
        return ReadSchema(schema: schema, pii: annotations.pii ?? itemsPII, piiAction: annotations.piiAction ?? itemsAction)
    }

    /// A `$ref` with its allowed siblings: the referenced schema, with the use site's annotations on top.
    private func readReferenceUse(_ reference: JSONMember, _ fields: KeywordFields, in file: String) -> ReadSchema? {
        let before = errorCount
        for member in fields where !KeywordCatalog.referenceSiblings.contains(member.key) {
            error(
                "ref-sibling",
                "'\(member.key)' cannot be written beside '$ref'; put it in the referenced definition, or replace the '$ref' with a full schema",
                atKeyOf: member)
        }
        let annotations = readAnnotations(fields)
        guard var read = resolveReference(reference, in: file), errorCount == before else { return nil }
        if let description = annotations.description { read.schema.description = description }
        if let deprecation = annotations.deprecation { read.schema.deprecation = deprecation }
        if !annotations.examples.isEmpty { read.schema.examples = annotations.examples }
        if let pii = annotations.pii { read.pii = pii }
        if let action = annotations.piiAction { read.piiAction = action }
        return read
    }

    private func readArrayShape(
        _ fields: KeywordFields, of node: JSONNode, in file: String
    ) -> (shape: ArrayShape, pii: PIIClass?, piiAction: PIIAction?)? {
        let bounds = readArrayBounds(fields)
        guard let items = fields["items"] else {
            // No `items`: elements of any JSON type, `[JSONValue]` in Swift.
            let untyped = Schema(type: .any, origin: Origin(location: node.location, pointer: node.pointer))
            return (ArrayShape(items: untyped, minItems: bounds.minItems, maxItems: bounds.maxItems, uniqueItems: bounds.unique), nil, nil)
        }
        if case .array = items.value.value {
            error("unsupported-keyword", "a tuple 'items' list is not supported; give 'items' one schema that every element matches", at: items.value)
            return nil
        }
        guard let element = readSchema(items.value, in: file, place: .items) else { return nil }
        return (
            ArrayShape(items: element.schema, minItems: bounds.minItems, maxItems: bounds.maxItems, uniqueItems: bounds.unique), element.pii,
            element.piiAction
        )
    }
}
