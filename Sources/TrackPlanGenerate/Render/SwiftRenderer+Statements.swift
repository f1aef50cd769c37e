import TrackPlanModel

extension SwiftRenderer {
    func render(_ statements: [SwiftStmt], into out: inout IndentedText) {
        for statement in statements { render(statement, into: &out) }
    }

    private func render(_ statement: SwiftStmt, into out: inout IndentedText) {
        switch statement {
        case .expression(.call(let function, let arguments)):
            // Nearly every call fits on its line: written as one string, and split into items only when it does not.
            var line = expression(function)
            line += "("
            write(arguments, to: &line)
            line += ")"
            guard arguments.count > 1, !out.fits(line) else {
                out.line(line)
                return
            }
            out.wrappedList(opening: expression(function) + "(", items: argumentList(arguments), closing: ")")
        case .expression(let value):
            out.line(expression(value))
        case .assign(let target, let value):
            out.line("\(expression(target)) = \(expression(value))")
        case .ifLet(let name, let value, let then, let otherwise):
            out.line("if let \(SwiftNames.escaped(name)) = \(expression(value)) {")
            block(then, into: &out)
            if !otherwise.isEmpty {
                out.line("} else {")
                block(otherwise, into: &out)
            }
            out.line("}")
        case .forIn(let names, let sequence, let body):
            let pattern = names.count == 1 ? SwiftNames.escaped(names[0]) : "(\(names.map(SwiftNames.escaped).joined(separator: ", ")))"
            out.line("for \(pattern) in \(expression(sequence)) {")
            block(body, into: &out)
            out.line("}")
        case .switchOn(let subject, let cases):
            out.line("switch \(expression(subject)) {")
            for switchCase in cases {
                let binding = switchCase.binding.map { "(let \(SwiftNames.escaped($0)))" } ?? ""
                out.line("case .\(SwiftNames.escaped(switchCase.caseName))\(binding):")
                block(switchCase.body, into: &out)
            }
            out.line("}")
        }
    }

    private func block(_ statements: [SwiftStmt], into out: inout IndentedText) {
        out.indented { out in render(statements, into: &out) }
    }
}
