/// A Swift declaration: the only shapes the generator emits.
public indirect enum SwiftDecl: Sendable, Hashable {
    case type(SwiftTypeDecl)
    case enumCase(SwiftEnumCase)
    case property(SwiftProperty)
    case function(SwiftFunction)
    /// `typealias name = target`
    case typeAlias(SwiftTypeAlias)
}

/// `typealias Name = Target`: a nested enum whose declaration would repeat one already in the same type.
public struct SwiftTypeAlias: Sendable, Hashable {
    public var name: String
    public var target: String
    public var docs: SwiftDocComment

    public init(_ name: String, target: String, docs: SwiftDocComment) {
        self.name = name
        self.target = target
        self.docs = docs
    }
}

/// `struct`, `enum` or `extension`, with members.
public struct SwiftTypeDecl: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case `struct`, `enum`, `extension` }

    public var kind: Kind
    /// The type's name, or the extended type for an extension.
    public var name: String
    public var conformances: [String]
    /// `where` requirements of an extension, e.g. `Self == OrderCompleted`.
    public var whereClause: [String]
    public var docs: SwiftDocComment
    public var attributes: [SwiftAttribute]
    public var members: [SwiftDecl]

    public init(
        _ kind: Kind, _ name: String, conformances: [String] = [], whereClause: [String] = [],
        docs: SwiftDocComment = SwiftDocComment(), attributes: [SwiftAttribute] = [], members: [SwiftDecl] = []
    ) {
        self.kind = kind
        self.name = name
        self.conformances = conformances
        self.whereClause = whereClause
        self.docs = docs
        self.attributes = attributes
        self.members = members
    }
}

/// `case name = rawValue`, or `case name(Associated)`.
public struct SwiftEnumCase: Sendable, Hashable {
    public var name: String
    public var rawValue: SwiftExpr?
    /// The one associated value's type (`case string(Swift.String)`), if any.
    public var associatedValue: SwiftType?
    public var docs: SwiftDocComment
    public var attributes: [SwiftAttribute]

    public init(
        _ name: String, rawValue: SwiftExpr? = nil, associatedValue: SwiftType? = nil, docs: SwiftDocComment = SwiftDocComment(),
        attributes: [SwiftAttribute] = []
    ) {
        self.name = name
        self.rawValue = rawValue
        self.associatedValue = associatedValue
        self.docs = docs
        self.attributes = attributes
    }
}

/// A stored `let`, or a computed `var` when `getter` is set.
public struct SwiftProperty: Sendable, Hashable {
    public var name: String
    public var type: SwiftType
    public var modifiers: SwiftModifiers
    /// The initial value of a stored `let` (`static let x = …`).
    public var initialValue: SwiftExpr?
    /// A computed property's single-expression body.
    public var getter: SwiftExpr?
    public var docs: SwiftDocComment
    public var attributes: [SwiftAttribute]

    public init(
        _ name: String, _ type: SwiftType, modifiers: SwiftModifiers = .accessible, initialValue: SwiftExpr? = nil,
        getter: SwiftExpr? = nil, docs: SwiftDocComment = SwiftDocComment(), attributes: [SwiftAttribute] = []
    ) {
        self.name = name
        self.type = type
        self.modifiers = modifiers
        self.initialValue = initialValue
        self.getter = getter
        self.docs = docs
        self.attributes = attributes
    }
}

/// A function or (when `name` is `init`) an initializer.
public struct SwiftFunction: Sendable, Hashable {
    public var name: String
    public var parameters: [SwiftParameter]
    public var returnType: SwiftType?
    /// Written between the parameters and the result: `async`, `throws(E)`, `async throws(E)`; empty for none.
    public var effects: String
    public var modifiers: SwiftModifiers
    public var body: [SwiftStmt]
    public var docs: SwiftDocComment
    public var attributes: [SwiftAttribute]

    public init(
        _ name: String, parameters: [SwiftParameter] = [], returnType: SwiftType? = nil, effects: String = "",
        modifiers: SwiftModifiers = .accessible, body: [SwiftStmt], docs: SwiftDocComment = SwiftDocComment(),
        attributes: [SwiftAttribute] = []
    ) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.effects = effects
        self.modifiers = modifiers
        self.body = body
        self.docs = docs
        self.attributes = attributes
    }

    public var isInitializer: Bool { name == "init" }
}

/// `label name: Type = default`. The label is omitted when it equals the name; `_` when `label` is `""`.
public struct SwiftParameter: Sendable, Hashable {
    public enum Convention: Sendable, Hashable { case plain, `inout`, autoclosure }

    public var label: String?
    public var name: String
    public var type: SwiftType
    public var convention: Convention
    public var defaultValue: SwiftExpr?

    public init(label: String? = nil, _ name: String, _ type: SwiftType, convention: Convention = .plain, defaultValue: SwiftExpr? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.convention = convention
        self.defaultValue = defaultValue
    }
}

/// `///` lines. Paragraphs are separated by an empty `///` line.
public struct SwiftDocComment: Sendable, Hashable {
    public var paragraphs: [String]

    public init(_ paragraphs: [String] = []) {
        // Most doc comments have no empty paragraph: keep the array as it is then (an index loop, cheap in debug builds).
        var index = 0
        while index < paragraphs.count, !paragraphs[index].isEmpty { index += 1 }
        self.paragraphs = index == paragraphs.count ? paragraphs : paragraphs.filter { !$0.isEmpty }
    }

    public var isEmpty: Bool { paragraphs.isEmpty }
}
