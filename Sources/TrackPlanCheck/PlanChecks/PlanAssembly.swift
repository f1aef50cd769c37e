import TrackPlanModel

extension PlanReading {
    /// The manifest's `defaults.consent` must name a declared category.
    func checkDefaultConsent() {
        guard let name = manifest.defaultConsent, let node = manifest.defaultConsentNode else { return }
        let declared = consentCategories.map(\.name)
        guard !declared.contains(name) else { return }
        let known =
            declared.isEmpty ? "the plan declares no consent categories; add a 'consent' section" : "declared: \(declared.joined(separator: ", "))"
        error(
            "unknown-consent", "default consent category '\(name)' is not declared (\(known))\(ClosestMatch.hint(for: name, among: declared))",
            at: node)
    }

    /// A plan must describe at least one event or screen. Skipped when files failed to parse (they may hold them).
    func checkNotEmpty(hasUnreadableFiles: Bool) {
        guard !hasUnreadableFiles, contents.events.isEmpty, contents.screens.isEmpty, errorCount == 0,
            let location = manifest.location
        else { return }
        error(
            "empty-plan", "the plan declares no events and no screens; add an 'events' section to a plan file",
            at: JSONNodeReference(location: location, pointer: .root))
    }

    /// The checked plan; call only when no errors were found.
    func assemble(files: [String]) -> Plan? {
        guard let name = manifest.name, let version = manifest.version, let location = manifest.location else { return nil }
        var plan = Plan(
            name: name, version: version, files: files, consentCategories: consentCategories,
            events: contents.events, screens: contents.screens, identifyTraits: contents.identifyTraits,
            groupTraits: contents.groupTraits, entitlements: contents.entitlements, superProperties: contents.superProperties, location: location,
            versionLocation: manifest.versionLocation)
        plan.privacy = manifest.privacy
        plan.catalogueURL = manifest.catalogueURL
        return plan
    }
}
