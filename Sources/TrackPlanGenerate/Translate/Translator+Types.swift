import TrackPlanModel

extension Translator {
    /// Maps a non-`const` schema to its Swift type. Inline enums and objects become nested types appended to
    /// `nested`; shared (`$ref`) ones become top-level types, emitted once.
    /// - Parameters:
    ///   - suggestedName: the nested type's name if one is needed (`Currency` for a `currency` property).
    ///   - scope: the qualified name of the type being built (`OrderCompleted`), for top-level spellings.
    func resolve(_ schema: Schema, suggestedName: @autoclosure () -> String, scope: String, nested: inout [SwiftDecl]) -> ResolvedValue {
        if let values = schema.enumValues, let rawType = Self.enumRawType(schema.type) {
            let names = declareType(for: schema, suggestedName: suggestedName(), scope: scope, nested: &nested) { name, _ in
                enumDecl(name, schema: schema, values: values, rawType: rawType)
            }
            return ResolvedValue(.named(names.local), qualified: .named(names.qualified), .enumeration(rawType), schema: schema)
        }
        switch schema.type {
        case .string(let constraints):
            switch constraints.format {
            case .dateTime?: return ResolvedValue(.date, .date, schema: schema)
            case .uri?: return ResolvedValue(.uri, .uri, schema: schema)
            case .uuid?: return ResolvedValue(.uuid, .uuid, schema: schema)
            case .date?, .email?, nil: return ResolvedValue(.string, .string(constraints), schema: schema)
            }
        case .integer(let constraints): return ResolvedValue(.int, .integer(constraints), schema: schema)
        case .number(let constraints): return ResolvedValue(.double, .number(constraints), schema: schema)
        case .boolean: return ResolvedValue(.bool, .boolean, schema: schema)
        case .object(let shape):
            let names = declareType(for: schema, suggestedName: suggestedName(), scope: scope, nested: &nested) { name, qualifiedName in
                objectDecl(
                    ObjectSpec(
                        name: name, qualifiedName: qualifiedName, shape: shape, role: .nested,
                        docs: docs(schema.description, origin: schema.origin)))
            }
            return ResolvedValue(.named(names.local), qualified: .named(names.qualified), .object, schema: schema)
        case .array(let shape):
            var element = resolve(shape.items, suggestedName: suggestedName() + "Item", scope: scope, nested: &nested)
            if shape.items.isNullable {
                element.type = .optional(element.type)
                element.qualifiedType = .optional(element.qualifiedType)
                element.isNullableElement = true
            }
            return ResolvedValue(.array(element.type), qualified: .array(element.qualifiedType), .array(shape, element: element), schema: schema)
        case .any:
            return ResolvedValue(Self.jsonValue, .json, schema: schema)
        case .map(let shape):
            return resolveMap(shape, schema: schema, suggestedName: suggestedName(), scope: scope, nested: &nested)
        case .union(let shape):
            let names = declareType(for: schema, suggestedName: suggestedName(), scope: scope, nested: &nested) { name, qualifiedName in
                unionDecl(name, qualifiedName: qualifiedName, schema: schema, shape: shape)
            }
            return ResolvedValue(.named(names.local), qualified: .named(names.qualified), .union, schema: schema)
        }
    }

    /// Declares the enum or struct for `schema` (once, for a shared definition) and returns how to spell it
    /// inside the current type and from the top level.
    private func declareType(
        for schema: Schema, suggestedName: String, scope: String, nested: inout [SwiftDecl],
        build: (_ name: String, _ qualifiedName: String) -> SwiftTypeDecl
    ) -> (local: String, qualified: String) {
        guard let reference = schema.reference else {
            let qualifiedName = "\(scope).\(suggestedName)"
            let declaration = build(suggestedName, qualifiedName)
            if let twin = Self.identicalEnum(declaration, in: nested) {
                nested.append(.typeAlias(SwiftTypeAlias(suggestedName, target: twin, docs: declaration.docs)))
            } else {
                nested.append(.type(declaration))
            }
            return (suggestedName, qualifiedName)
        }
        if let name = state.sharedTypeNames[reference] { return (topLevelReference(name), topLevelReference(name)) }
        let name = names.sharedType(reference)
        state.sharedTypeNames[reference] = name
        let declaration = build(name, name)
        state.sharedDeclarations.append((reference, .type(declaration)))
        return (topLevelReference(name), topLevelReference(name))
    }

    /// The name of an enum already declared in the same type with exactly the same cases, raw values, case docs and
    /// conformances as `declaration` (`from_currency` and `to_currency` with one inline list): the second becomes a
    /// `typealias` of the first, so its name stays and the compiler checks one enum instead of two.
    static func identicalEnum(_ declaration: SwiftTypeDecl, in nested: [SwiftDecl]) -> String? {
        guard declaration.kind == .enum else { return nil }
        for case .type(let other) in nested where other.kind == .enum {
            if other.members == declaration.members, other.conformances == declaration.conformances, other.attributes == declaration.attributes {
                return other.name
            }
        }
        return nil
    }

    static func enumRawType(_ type: SchemaType) -> ResolvedValue.EnumRawType? {
        switch type {
        case .string: return .string
        case .integer: return .integer
        case .number: return .number
        case .boolean, .object, .array, .any, .map, .union: return nil
        }
    }
}
