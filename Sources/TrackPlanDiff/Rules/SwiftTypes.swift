import TrackPlanModel

/// What the generator turns a schema into, as far as source compatibility needs to know.
enum SwiftTypes {
    /// The Swift type of a string with this `format` (Docs/PlanLanguage.md).
    static func stringType(_ format: StringFormat?) -> String {
        format?.swiftTypeName ?? "String"
    }

    /// Whether the generator gives this schema a Swift type of its own (an enum or a struct).
    static func isNamedType(_ schema: Schema) -> Bool { schema.declaresSwiftType }
}
