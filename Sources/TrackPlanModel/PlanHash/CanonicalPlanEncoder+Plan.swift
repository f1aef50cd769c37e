/// The plan-wide values, field by field. Left out, because they say where the plan is written and not what it says:
/// source positions (`location`, `versionLocation`, `origin`, the privacy actions' places), the list of files read,
/// and where the catalogue is published. Events, screens, consent categories and entitlements are written sorted
/// by their keys, because their order follows file paths; everything else keeps the plan's order.
extension CanonicalPlanEncoder {
    mutating func write(_ plan: Plan) {
        write(Self.formatName)
        write(plan.name)
        write(plan.version)
        write(Self.sorted(plan.consentCategories, by: \.name)) { $0.write($1) }
        write(Self.sorted(plan.events, by: \.key)) { $0.write($1) }
        write(Self.sorted(plan.screens, by: \.key)) { $0.write($1) }
        write(plan.identifyTraits) { $0.write($1) }
        write(plan.groupTraits) { $0.write($1) }
        write(Self.sorted(plan.entitlements, by: \.key)) { $0.write($1) }
        write(Self.sorted(Array(plan.privacy.actions), by: \.key.rawValue)) { encoder, entry in
            encoder.write(entry.key.rawValue)
            encoder.write(entry.value.rawValue)
        }
        write(plan.superProperties) { $0.write($1) }
    }

    mutating func write(_ version: SemanticVersion) {
        write(version.major)
        write(version.minor)
        write(version.patch)
        write(version.prerelease)
        write(version.build)
    }

    mutating func write(_ category: ConsentCategory) {
        write(category.name)
        write(category.description)
        write(category.swiftName)
        write(category.defaultState.rawValue)
    }

    mutating func write(_ event: Event) {
        write(event.key)
        write(event.wireName)
        write(event.swiftName)
        write(event.description)
        write(event.deprecation) { $0.write($1) }
        write(event.consent)
        write(event.previousNames)
        write(event.properties)
        write(event.iglu) { encoder, key in
            encoder.write(key.vendor)
            encoder.write(key.name)
            encoder.write(key.format)
            encoder.write(key.version)
        }
        write(event.version)
        write(event.keptVersions) { $0.write($1) }
        write(event.currentVersion)
    }

    mutating func write(_ traits: Traits) {
        write(traits.description)
        write(traits.properties)
    }

    mutating func write(_ entitlement: Entitlement) {
        write(entitlement.key)
        write(entitlement.swiftName)
        write(entitlement.description)
        write(entitlement.deprecation) { $0.write($1) }
    }

    mutating func write(_ section: SuperPropertiesSection) {
        write(section.description)
        write(section.properties)
        write(section.contextNames)
    }

    mutating func write(_ deprecation: Deprecation) { write(deprecation.message) }
}
