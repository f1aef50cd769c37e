/// One generated Swift source file, as structure: the translator builds it, `SwiftRenderer` turns it into text.
public struct SwiftFile: Sendable, Hashable {
    /// Lines of the `//` header comment (generated-by stamp).
    public var header: [String]
    public var imports: [String]
    public var declarations: [SwiftDecl]

    public init(header: [String], imports: [String], declarations: [SwiftDecl]) {
        self.header = header
        self.imports = imports
        self.declarations = declarations
    }
}

/// `public` or `internal`: the access level every generated declaration gets (`--access-level`).
public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    case `public`, `internal`
}

/// Attributes the generator uses.
public enum SwiftAttribute: Sendable, Hashable {
    /// `@available(*, deprecated, message: "…")`; no message when nil.
    case deprecated(message: String?)
}

/// Modifiers written before a declaration, in this order.
public struct SwiftModifiers: Sendable, Hashable {
    /// Declarations with `access == true` get the file's access level (`public` or nothing for internal).
    public var access: Bool
    public var isPrivate: Bool
    public var isNonisolatedUnsafe: Bool
    public var isStatic: Bool

    public init(access: Bool = true, isPrivate: Bool = false, isNonisolatedUnsafe: Bool = false, isStatic: Bool = false) {
        self.access = access
        self.isPrivate = isPrivate
        self.isNonisolatedUnsafe = isNonisolatedUnsafe
        self.isStatic = isStatic
    }

    public static let accessible = SwiftModifiers()
    public static let accessibleStatic = SwiftModifiers(isStatic: true)
}
