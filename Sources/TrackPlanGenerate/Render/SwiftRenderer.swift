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
            // Indices, not `enumerated()`: a debug build iterates a sequence through unspecialised generic calls.
            let members = type.members
            var previousIsCompact = false
            var index = 0
            while index < members.count {
                let isCompact = Self.isCompact(members[index])
                if index > 0, !(previousIsCompact && isCompact) { out.blank() }
                render(members[index], into: &out)
                previousIsCompact = isCompact
                index += 1
            }
        }
        out.line("}")
    }

    private func render(_ property: SwiftProperty, into out: inout IndentedText) {
        renderPreamble(property.docs, property.attributes, into: &out)
        var line = modifiers(property.modifiers)
        line += property.getter == nil ? "let " : "var "
        line += SwiftNames.escaped(property.name)
        line += ": "
        write(property.type, to: &line)
        if let getter = property.getter {
            line += " { "
            write(getter, to: &line)
            line += " }"
        } else if let value = property.initialValue {
            line += " = "
            write(value, to: &line)
        }
        out.line(line)
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
        let paragraphs = docs.paragraphs
        var index = 0
        while index < paragraphs.count {
            let paragraph = paragraphs[index]
            if index > 0 { out.line("///") }
            index += 1
            // Split on the newline byte (a newline is a character of its own unless it ends a CR LF pair): splitting
            // by characters cost more than the rest of rendering.
            guard UTF8Scan.contains(.lineFeed, in: paragraph) else {
                out.line("/// ", paragraph)
                continue
            }
            guard !UTF8Scan.contains(.carriageReturn, in: paragraph) else {
                for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false) { out.line(line.isEmpty ? "///" : "/// \(line)") }
                continue
            }
            for line in paragraph.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                out.line(line.isEmpty ? "///" : "/// " + Substring(line))
            }
        }
        guard !attributes.isEmpty else { return }
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
        case ""?: text = "_ " + name
        case let label?: text = label == parameter.name ? name : SwiftNames.escaped(label) + " " + name
        }
        switch parameter.convention {
        case .plain: text += ": "
        case .inout: text += ": inout "
        case .autoclosure: text += ": @autoclosure () -> "
        }
        write(parameter.type, to: &text)
        if let value = parameter.defaultValue {
            text += " = "
            write(value, to: &text)
        }
        return text
    }

    func type(_ type: SwiftType) -> String {
        var text = ""
        write(type, to: &text)
        return text
    }

    /// Appends `type` as written in a declaration.
    func write(_ type: SwiftType, to text: inout String) {
        switch type {
        case .named(let name): text += name
        case .optional(let wrapped):
            write(wrapped, to: &text)
            text += "?"
        case .array(let element):
            text += "["
            write(element, to: &text)
            text += "]"
        case .generic(let name, let argument):
            text += name
            text += "<"
            write(argument, to: &text)
            text += ">"
        case .stringKeyedDictionary(let value):
            text += "[Swift.String: "
            write(value, to: &text)
            text += "]"
        }
    }
}
