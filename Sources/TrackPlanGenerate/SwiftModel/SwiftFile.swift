/// One generated Swift source file, as structure: the translator builds it, `SwiftRenderer` turns it into text.
public struct SwiftFile: Sendable, Hashable {
    /// Lines of the `//` header comment (generated-by stamp).
    public var header: [String]
    public var imports: [SwiftImport]
    public var declarations: [SwiftDecl]

    public init(header: [String], imports: [SwiftImport], declarations: [SwiftDecl]) {
        self.header = header
        self.imports = imports
        self.declarations = declarations
    }
}

/// One `import` line, optionally with an SPI group (`@_spi(Generated) import TrackPlan`).
public struct SwiftImport: Sendable, Hashable {
    public var module: String
    /// The `@_spi` group to import besides the public API, if any.
    public var spi: String?

    public init(_ module: String, spi: String? = nil) {
        self.module = module
        self.spi = spi
    }

    /// The runtime with its generated-code entry points (`PropertyVisitor` and the rest): Docs/GeneratedAPI.md.
    public static let runtime = SwiftImport("TrackPlan", spi: SwiftAttribute.generatedSPIGroup)

    /// Foundation, imported only for the types the file names (`import struct Foundation.Date`): the renderer
    /// decides from the text it wrote, so a file without `Foundation.` names imports nothing of it.
    public static let foundationAsUsed = SwiftImport("Foundation", spi: nil, scopedToUse: true)

    /// Whether only the declarations the file names are imported (see `foundationAsUsed`).
    public var scopedToUse = false

    init(_ module: String, spi: String?, scopedToUse: Bool) {
        self.module = module
        self.spi = spi
        self.scopedToUse = scopedToUse
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
    /// `@_spi(Generated)`: a member that implements the runtime's generated-code contract (it names SPI types),
    /// hidden from apps. Written only at `public` access; an internal member needs no SPI.
    case generatedSPI

    /// The runtime's SPI group for generated code.
    public static let generatedSPIGroup = "Generated"
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
