import TrackPlanModel

/// Turns a `SwiftFile` into source text. The one place generated text is spelled: four-space indentation,
/// one blank line between members (none between consecutive plain stored properties or enum cases).
public struct SwiftRenderer: Sendable {
    public var accessLevel: AccessLevel

    public init(accessLevel: AccessLevel) { self.accessLevel = accessLevel }

    public func render(_ file: SwiftFile) -> String {
        var out = IndentedText()
        for line in file.header { out.line(line.isEmpty ? "//" : "// \(line)") }
        if !file.header.isEmpty { out.blank() }
        var body = IndentedText()
        for declaration in file.declarations {
            body.blank()
            render(declaration, into: &body)
        }
        for module in file.imports {
            guard module.scopedToUse else {
                out.line((module.spi.map { "@_spi(\($0)) " } ?? "") + "import \(module.module)")
                continue
            }
            for line in ScopedImports.lines(module: module.module, in: body.text) { out.line(line) }
        }
        return out.text + body.text
    }

    func render(_ declaration: SwiftDecl, into out: inout IndentedText) {
        switch declaration {
        case .type(let type): render(type, into: &out)
        case .enumCase(let enumCase):
            renderPreamble(enumCase.docs, enumCase.attributes, into: &out)
            let raw = enumCase.rawValue.map { " = \(expression($0))" } ?? ""
            let associated = enumCase.associatedValue.map { "(\(type($0)))" } ?? ""
            out.line("case \(SwiftNames.escaped(enumCase.name))\(associated)\(raw)")
        case .property(let property): render(property, into: &out)
        case .function(let function): render(function, into: &out)
        case .typeAlias(let alias):
            renderPreamble(alias.docs, [], into: &out)
            out.line("\(accessPrefix)typealias \(alias.name) = \(alias.target)")
        }
    }

    private func render(_ type: SwiftTypeDecl, into out: inout IndentedText) {
        renderPreamble(type.docs, type.attributes, into: &out)
        var head = type.kind == .extension ? "extension \(type.name)" : "\(accessPrefix)\(type.kind.rawValue) \(type.name)"
        if !type.conformances.isEmpty { head += ": " + type.conformances.joined(separator: ", ") }
        if !type.whereClause.isEmpty { head += " where " + type.whereClause.joined(separator: ", ") }
        guard !type.members.isEmpty else { out.line(head + " {}"); return }
        out.line(head + " {")
        out.indented { out in
            for (index, member) in type.members.enumerated() {
                if index > 0, !(Self.isCompact(type.members[index - 1]) && Self.isCompact(member)) { out.blank() }
                render(member, into: &out)
            }
        }
        out.line("}")
    }

    private func render(_ property: SwiftProperty, into out: inout IndentedText) {
        renderPreamble(property.docs, property.attributes, into: &out)
        let head =
            "\(modifiers(property.modifiers))\(property.getter == nil ? "let" : "var") \(SwiftNames.escaped(property.name)): \(type(property.type))"
        if let getter = property.getter {
            out.line("\(head) { \(expression(getter)) }")
        } else if let value = property.initialValue {
            out.line("\(head) = \(expression(value))")
        } else {
            out.line(head)
        }
    }

    private func render(_ function: SwiftFunction, into out: inout IndentedText) {
        renderPreamble(function.docs, function.attributes, into: &out)
        let parameters = function.parameters.map(parameter)
        let name = function.isInitializer ? "init" : "func \(SwiftNames.escaped(function.name))"
        let result = (function.effects.isEmpty ? "" : " \(function.effects)") + (function.returnType.map { " -> \(type($0))" } ?? "")
        let opening = "\(modifiers(function.modifiers))\(name)("
        let closing = ")\(result)" + (function.body.isEmpty ? " {}" : " {")
        out.wrappedList(opening: opening, items: parameters, closing: closing)
        guard !function.body.isEmpty else { return }
        out.indented { out in render(function.body, into: &out) }
        out.line("}")
    }

    private func renderPreamble(_ docs: SwiftDocComment, _ attributes: [SwiftAttribute], into out: inout IndentedText) {
        for (index, paragraph) in docs.paragraphs.enumerated() {
            if index > 0 { out.line("///") }
            // Split on the newline byte (a newline is a character of its own unless it ends a CR LF pair): splitting
            // by characters cost more than the rest of rendering.
            guard !paragraph.utf8.contains(UInt8(ascii: "\r")) else {
                for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false) { out.line(line.isEmpty ? "///" : "/// \(line)") }
                continue
            }
            for line in paragraph.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                out.line(line.isEmpty ? "///" : "/// " + Substring(line))
            }
        }
        for attribute in attributes {
            switch attribute {
            case .deprecated(let message?): out.line("@available(*, deprecated, message: \(SwiftStringLiteral.quote(message, allowRaw: false)))")
            case .deprecated(nil): out.line("@available(*, deprecated)")
            case .generatedSPI: if accessLevel == .public { out.line("@_spi(\(SwiftAttribute.generatedSPIGroup))") }
            }
        }
    }

    /// Members rendered on one line with nothing above them sit together without blank lines.
    private static func isCompact(_ declaration: SwiftDecl) -> Bool {
        switch declaration {
        case .enumCase(let enumCase): return enumCase.docs.isEmpty && enumCase.attributes.isEmpty
        case .property(let property): return property.docs.isEmpty && property.attributes.isEmpty
        case .type, .function, .typeAlias: return false
        }
    }

    private var accessPrefix: String { accessLevel == .public ? "public " : "" }

    private func modifiers(_ modifiers: SwiftModifiers) -> String {
        var text = ""
        if modifiers.isNonisolatedUnsafe { text += "nonisolated(unsafe) " }
        if modifiers.isPrivate { text += "private " } else if modifiers.access { text += accessPrefix }
        if modifiers.isStatic { text += "static " }
        return text
    }

    private func parameter(_ parameter: SwiftParameter) -> String {
        let name = SwiftNames.escaped(parameter.name)
        var text: String
        switch parameter.label {
        case nil: text = name
        case ""?: text = "_ \(name)"
        case let label?: text = label == parameter.name ? name : "\(SwiftNames.escaped(label)) \(name)"
        }
        switch parameter.convention {
        case .plain: text += ": \(type(parameter.type))"
        case .inout: text += ": inout \(type(parameter.type))"
        case .autoclosure: text += ": @autoclosure () -> \(type(parameter.type))"
        }
        if let value = parameter.defaultValue { text += " = \(expression(value))" }
        return text
    }

    func type(_ type: SwiftType) -> String {
        switch type {
        case .named(let name): return name
        case .optional(let wrapped): return "\(self.type(wrapped))?"
        case .array(let element): return "[\(self.type(element))]"
        case .generic(let name, let argument): return "\(name)<\(self.type(argument))>"
        case .stringKeyedDictionary(let value): return "[Swift.String: \(self.type(value))]"
        }
    }
}

/// Lines with the current indentation, appended to one growing string (ending in a newline).
struct IndentedText {
    private(set) var text = ""
    private var depth = 0
    private static let indents = (0..<16).map { String(repeating: "    ", count: $0) }

    init(capacity: Int = 1 << 16) { text.reserveCapacity(capacity) }

    mutating func line(_ content: String) {
        text += depth < Self.indents.count ? Self.indents[depth] : String(repeating: "    ", count: depth)
        text += content
        text += "\n"
    }

    mutating func blank() { text += "\n" }

    mutating func indented(_ body: (inout IndentedText) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// `opening` + items joined by `, ` + `closing` on one line when it fits in `Self.width` columns, else one
    /// item per line, indented, with `closing` on its own line.
    mutating func wrappedList(opening: String, items: [String], closing: String) {
        let length =
            depth * 4 + Self.columns(opening) + Self.columns(closing) + items.reduce(0) { $0 + Self.columns($1) } + 2 * max(items.count - 1, 0)
        guard length > Self.width, items.count > 1 else { line(opening + items.joined(separator: ", ") + closing); return }
        line(opening)
        indented { out in
            for (index, item) in items.enumerated() { out.line(index == items.count - 1 ? item : item + ",") }
        }
        line(closing)
    }

    static let width = 120

    /// Characters in `text`: its byte count when it is ASCII, which is the common case and much cheaper to count.
    static func columns(_ text: String) -> Int { text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count }
}
