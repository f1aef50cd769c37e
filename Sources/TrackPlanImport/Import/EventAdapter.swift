extension SchemaAdapter {
    /// Event-level keywords, in the order plan files list them (the properties come after).
    static let eventAnnotations = [
        "x-swift-name", "x-previous-name", "x-consent", "description", "title", "deprecated", "x-deprecation-message",
    ]

    /// One event (or screen) schema: annotations, then `properties`/`required`/`additionalProperties`. `comment`
    /// becomes `$comment`; `wireName` becomes `x-wire-name` when it differs from `key`.
    mutating func event(_ source: PlanJSON, key: String, wireName: String? = nil, comment: String? = nil) -> PlanJSON {
        var output: [PlanJSON.Member] = []
        if let comment = comment ?? source["$comment"]?.stringValue { output.append(PlanJSON.Member("$comment", .string(comment))) }
        if let wire = wireName ?? source["x-wire-name"]?.stringValue, wire != key { output.append(PlanJSON.Member("x-wire-name", .string(wire))) }
        for name in Self.eventAnnotations {
            guard let value = source[name], value != .string("") else { continue }
            output.append(PlanJSON.Member(name, value))
        }
        switch source["type"] {
        case nil, .string("object")?: break
        case let type?: report.note(key, "'type': \(type.compactText)", "an event is an object; its type is left implied")
        }
        output += objectMembers(source, at: key) ?? [PlanJSON.Member("properties", .object([]))]
        let handled = Set(Self.eventAnnotations + ["$comment", "x-wire-name", "type", "properties", "required", "additionalProperties"])
        for member in source.members ?? [] where !handled.contains(member.key) { unsupported(member, at: key) }
        report.eventCount += 1
        return .object(output)
    }
}

extension PlanJSON {
    /// One-line JSON, for notes.
    var compactText: String {
        prettyText.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
