/// A statement in a generated function body.
public indirect enum SwiftStmt: Sendable, Hashable {
    case expression(SwiftExpr)
    /// `lhs = rhs`
    case assign(SwiftExpr, SwiftExpr)
    /// `if let name = value { then } else { otherwise }`
    case ifLet(String, SwiftExpr, then: [SwiftStmt], otherwise: [SwiftStmt] = [])
    /// `for pattern in sequence { body }`; `pattern` is one name or `(index, element)`.
    case forIn([String], SwiftExpr, body: [SwiftStmt])
    /// `switch subject { case … }`
    case switchOn(SwiftExpr, [SwiftSwitchCase])
}

/// `case .name(let binding): body`
public struct SwiftSwitchCase: Sendable, Hashable {
    public var caseName: String
    public var binding: String?
    public var body: [SwiftStmt]

    public init(_ caseName: String, binding: String? = nil, body: [SwiftStmt]) {
        self.caseName = caseName
        self.binding = binding
        self.body = body
    }
}

/// An expression. Identifiers are escaped by the renderer; literals are quoted by it.
public indirect enum SwiftExpr: Sendable, Hashable {
    /// A local or member name, escaped when it is a keyword.
    case identifier(String)
    /// A type name used as a value (`Swift.String`, `Self`), written as is.
    case typeName(String)
    /// `base.name`
    case member(SwiftExpr, String)
    /// `base?.name`
    case optionalMember(SwiftExpr, String)
    /// `.name`
    case implicitMember(String)
    /// `function(label: value, …)`
    case call(SwiftExpr, [SwiftArgument])
    /// `&name`
    case inoutReference(String)
    /// `try! value`
    case forceTry(SwiftExpr)
    /// `try await value`
    case tryAwait(SwiftExpr)
    case stringLiteral(String)
    case integerLiteral(Int64)
    case doubleLiteral(Double)
    case boolLiteral(Bool)
    case nilLiteral
    /// `[a, b]`
    case arrayLiteral([SwiftExpr])
    /// `{ body }`, a one-expression closure using `$0`, `$1`.
    case closure(SwiftExpr)

    public static let selfValue = SwiftExpr.typeName("self")

    /// `self.name`
    public static func selfMember(_ name: String) -> SwiftExpr { .member(.selfValue, name) }

    public func callAsFunction(_ arguments: SwiftArgument...) -> SwiftExpr { .call(self, arguments) }
    public func dot(_ name: String) -> SwiftExpr { .member(self, name) }
}

/// `label: value` (no label when nil).
public struct SwiftArgument: Sendable, Hashable {
    public var label: String?
    public var value: SwiftExpr

    public init(_ label: String?, _ value: SwiftExpr) {
        self.label = label
        self.value = value
    }

    public static func unlabeled(_ value: SwiftExpr) -> SwiftArgument { SwiftArgument(nil, value) }
}
