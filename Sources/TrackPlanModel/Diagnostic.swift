/// One problem found in a plan. Diagnostics are values: collected (all of them), sorted, then printed.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
        case note, warning, error
        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    /// A stable, greppable id such as `json-syntax` or `unknown-keyword`.
    public var ruleID: String
    public var message: String
    /// Where the problem is; nil only for problems that have no file (e.g. an empty plan directory).
    public var location: SourceLocation?
    /// The JSON Pointer of the offending node inside `location.file`.
    public var pointer: JSONPointer?

    public init(
        _ severity: Severity, _ ruleID: String, _ message: String,
        at location: SourceLocation? = nil, pointer: JSONPointer? = nil
    ) {
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
        self.location = location
        self.pointer = pointer
    }

    public static func error(_ ruleID: String, _ message: String, at location: SourceLocation? = nil, pointer: JSONPointer? = nil) -> Diagnostic {
        Diagnostic(.error, ruleID, message, at: location, pointer: pointer)
    }

    public static func warning(_ ruleID: String, _ message: String, at location: SourceLocation? = nil, pointer: JSONPointer? = nil) -> Diagnostic {
        Diagnostic(.warning, ruleID, message, at: location, pointer: pointer)
    }

    /// `path:line:col: error: message [rule-id]`, the format compilers and editors understand.
    /// `path:line:col: severity: message [rule]`, with control, bidirectional and line-separator characters from
    /// the plan shown as `\u{…}`: printed raw they could move the cursor, recolour or reorder the terminal.
    public var description: String {
        let place = location.map { "\(Self.printable($0.description)): " } ?? ""
        return "\(place)\(severity.rawValue): \(Self.printable(message)) [\(ruleID)]"
    }

    /// `text` with the characters `description` must not print raw shown as `\u{…}`.
    public static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafeForTerminal) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isUnsafeForTerminal(scalar) {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isUnsafeForTerminal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by file, then position, then rule id: the order `trackplan lint` prints in.
    public func sortedForDisplay() -> [Diagnostic] {
        sorted { a, b in
            switch (a.location, b.location) {
            case let (l?, r?) where l != r: return l < r
            case (nil, _?): return true
            case (_?, nil): return false
            default: return (a.ruleID, a.message) < (b.ruleID, b.message)
            }
        }
    }
}
