/// A type as written in a declaration.
public indirect enum SwiftType: Sendable, Hashable {
    /// A (possibly qualified) name: `Swift.String`, `OrderCompleted.Currency`.
    case named(String)
    /// `T?`
    case optional(SwiftType)
    /// `[T]`
    case array(SwiftType)
    /// `Name<Argument>`
    case generic(String, SwiftType)
    /// `[Swift.String: Value]`
    case stringKeyedDictionary(SwiftType)

    public static let string = SwiftType.named("Swift.String")
    public static let int = SwiftType.named("Swift.Int")
    public static let double = SwiftType.named("Swift.Double")
    public static let bool = SwiftType.named("Swift.Bool")
    public static let date = SwiftType.named("Foundation.Date")
    public static let url = SwiftType.named("Foundation.URL")
    public static let uri = SwiftType.named("TrackPlan.URI")
    public static let uuid = SwiftType.named("Foundation.UUID")
    public static let void = SwiftType.named("Swift.Void")
}
