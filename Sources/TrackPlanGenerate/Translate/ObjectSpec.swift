import TrackPlanModel

/// What `objectDecl` builds: an event, a screen, identify/group traits, or a nested/shared object.
struct ObjectSpec {
    enum Role {
        /// `version`: the event version the type sends (`context.protocols.event_version` above 1).
        case event(kind: EventKind, wireName: String, consent: String?, version: Int)
        /// `conformance` is the runtime protocol of the call (`TrackPlan.IdentifyTraitsPayload`, …).
        case traits(conformance: String)
        /// The plan's super properties; `contextNames` are encoded by `encodeContext`, the rest by `encodeProperties`.
        case superProperties(contextNames: [String])
        case nested
    }

    var name: String
    /// The name spelled from the top level (`OrderCompleted.Product`), the scope of its nested types.
    var qualifiedName: String
    var shape: ObjectShape
    var role: Role
    var docs: SwiftDocComment
    var attributes: [SwiftAttribute] = []
}

/// How a property is stored, from `required` × nullable.
enum PropertyStorage {
    /// required, not nullable: `T`, no default.
    case required
    /// required and nullable: `T?`, no default; nil is sent as `null`.
    case requiredNullable
    /// optional, not nullable: `T? = nil`; nil leaves the key out.
    case optional
    /// optional and nullable: `Nullable<T>? = nil`; nil leaves the key out, `.null` sends `null`.
    case optionalNullable

    init(_ property: Property) {
        switch (property.isRequired, property.schema.isNullable) {
        case (true, false): self = .required
        case (true, true): self = .requiredNullable
        case (false, false): self = .optional
        case (false, true): self = .optionalNullable
        }
    }

    func declaredType(_ base: SwiftType) -> SwiftType {
        switch self {
        case .required: return base
        case .requiredNullable, .optional: return .optional(base)
        case .optionalNullable: return .optional(.generic("TrackPlan.Nullable", base))
        }
    }

    var defaultsToNil: Bool { self == .optional || self == .optionalNullable }
}

/// One property of a generated struct, with everything the translator derived for it. A class: the initializers,
/// factories and visit method each pass the members around, and a reference is one retain where a copy of the
/// property's schema was dozens.
final class StoredMember {
    let property: Property
    /// The Swift member (and initializer label) name.
    let name: String
    /// Where the value lives: `name`, or private `_name` behind a deprecated accessor.
    let storageName: String
    let storage: PropertyStorage
    let value: ResolvedValue
    /// The property's `deprecated`, kept apart: `property.schema.deprecation` copies the property and then its
    /// schema in a debug build.
    let deprecation: Deprecation?

    init(property: Property, name: String, storageName: String, storage: PropertyStorage, value: ResolvedValue) {
        self.property = property
        self.name = name
        self.storageName = storageName
        self.storage = storage
        self.value = value
        self.deprecation = property.schema.deprecation
    }

    /// The initializer's parameter name and the validator's and encoder's local binding.
    var localName: String { GeneratedNames.local(name) }
    var declaredType: SwiftType { storage.declaredType(value.type) }
    var qualifiedDeclaredType: SwiftType { storage.declaredType(value.qualifiedType) }
}

/// A `const` property: not stored, not a parameter, always encoded.
struct ConstMember {
    var property: Property
    var name: String
    var value: ScalarValue
}

/// A property in plan order.
enum ObjectEntry {
    case stored(StoredMember)
    case constant(ConstMember)
}
