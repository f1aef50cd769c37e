// One file, two modules: the runtime (TrackPlan) owns it and TrackPlanModel compiles the same file through a
// symlink, because the runtime must not import host modules and the host tools must not link the runtime. Keep it
// import-free.

/// What a consent category is before the user has chosen: the plan's `"default"` keyword of the category.
public enum ConsentDefault: String, Sendable, Hashable, CaseIterable {
    /// Granted until the user withdraws it (opt-out). A category without `"default"` is granted.
    case granted
    /// Denied until the user grants it (opt-in).
    case denied
    /// Always granted, whatever the user chose (`necessary`); at most one category per plan.
    case always

    /// Whether events of the category are sent while the user has made no choice for it.
    public var isGranted: Bool { self != .denied }
}
