import TrackPlanModel

extension Translator {
    /// `enum Currency: Swift.String { case usd = "USD" … }` for a schema with `enum`.
    func enumDecl(_ name: String, schema: Schema, values: [ScalarValue], rawType: ResolvedValue.EnumRawType) -> SwiftTypeDecl {
        // An index loop, not `enumerated().compactMap`: generic sequence code runs unspecialised in debug builds.
        var cases: [SwiftDecl] = []
        cases.reserveCapacity(values.count)
        var index = 0
        while index < values.count {
            // `null` is the Optional's job.
            if let raw = Self.rawLiteral(values[index], rawType) {
                cases.append(.enumCase(SwiftEnumCase(enumCaseName(values[index], index: index), rawValue: raw)))
            }
            index += 1
        }
        let raw: String
        switch rawType {
        case .string: raw = "Swift.String"
        case .integer: raw = "Swift.Int"
        case .number: raw = "Swift.Double"
        }
        return SwiftTypeDecl(
            .enum, name, conformances: [raw, "Swift.Sendable", "Swift.Hashable", "Swift.CaseIterable"],
            docs: docs(schema.description, origin: schema.origin), members: cases)
    }

    /// A plan-wide enum of wire names (consent categories, entitlement keys). Without cases it has no raw type
    /// (Swift forbids one), and with a deprecated case it is not `CaseIterable` (the synthesis would refuse it).
    func keysEnum(_ name: String, docs: SwiftDocComment, cases: [SwiftEnumCase]) -> SwiftTypeDecl {
        var conformances = cases.isEmpty ? [] : ["Swift.String"]
        conformances += ["Swift.Sendable", "Swift.Hashable"]
        if cases.allSatisfy({ $0.attributes.isEmpty }) { conformances.append("Swift.CaseIterable") }
        return SwiftTypeDecl(.enum, name, conformances: conformances, docs: docs, members: cases.map { .enumCase($0) })
    }

    /// `GeneratedNames.enumCase`, memoized for string values (plans repeat enum lists across properties and events).
    private func enumCaseName(_ value: ScalarValue, index: Int) -> String {
        guard case .string(let text) = value else { return GeneratedNames.enumCase(value, index: index) }
        let spelling: String
        if let known = state.enumCaseSpellings[text] {
            spelling = known
        } else {
            spelling = SwiftNames.memberName(text)
            state.enumCaseSpellings[text] = spelling
        }
        return GeneratedNames.enumCase(spelling: spelling, index: index)
    }

    private static func rawLiteral(_ value: ScalarValue, _ rawType: ResolvedValue.EnumRawType) -> SwiftExpr? {
        switch (value, rawType) {
        case (.string(let text), .string): return .stringLiteral(text)
        case (.integer(let number), .integer): return .integerLiteral(number)
        case (.integer(let number), .number): return .doubleLiteral(Double(number))
        case (.number(let number), .number): return .doubleLiteral(number)
        default: return nil
        }
    }
}
