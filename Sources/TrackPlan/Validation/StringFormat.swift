// One definition for the host tools and the runtime. This file is compiled into TrackPlan (the runtime) and,
// through the symlink Sources/TrackPlanModel/StringFormat.swift, into TrackPlanModel (the plan model): the runtime
// must not import host modules, and the host tools must not link the runtime, so the two share the file instead
// of a module. Keep it free of imports and of other project types. The runtime's checks are in
// StringFormat+Accepts.swift.

/// The JSON Schema `format` values a plan may use on a string, and what each becomes in Swift. In the runtime it is
/// part of the generated-code contract (`@_spi(Generated)`, see Docs/GeneratedAPI.md); the plan model sees it plainly.
#if TRACKPLAN_RUNTIME
    @_spi(Generated)
#endif
public enum StringFormat: String, Sendable, Hashable, CaseIterable {
    /// RFC 3339 `date-time`: a `Date` in Swift, written as `2026-11-22T04:55:01.123Z`.
    case dateTime = "date-time"
    /// RFC 3339 `full-date` (`2026-11-22`): stays a `String`, checked at `track` time.
    case date
    /// An RFC 3986 URI: a `URI` in Swift (the app's exact text, checked at `track` time).
    case uri
    /// A UUID: a `UUID` in Swift, written in lowercase.
    case uuid
    /// An email address: stays a `String`, checked at `track` time.
    case email

    /// The Swift type of a property with this format: `Date`, `URI`, `UUID`, or `String`.
    public var swiftTypeName: String {
        switch self {
        case .dateTime: return "Date"
        case .uri: return "URI"
        case .uuid: return "UUID"
        case .date, .email: return "String"
        }
    }

    /// Whether the generated validator checks the text (`ValidationReport.checkFormat`): the formats that stay a
    /// `String`, and `uri`, whose `URI` keeps the text as given; for the others the Swift type does the checking.
    public var isCheckedAtTrackTime: Bool { swiftTypeName == "String" || self == .uri }
}
