import TrackPlanModel
import TrackPlanParse

extension PlanReading {
    /// The sections of a plan file, after checking its top-level keywords; nil when the root is not an object.
    func sections(of document: JSONDocument) -> KeywordFields? {
        guard let members = document.root.members else {
            error("keyword-type", "a plan file must hold one JSON object, found \(document.root.typeName)", at: document.root)
            return nil
        }
        return checkKeywords(members, in: .planFile)
    }

    /// First pass: consent categories, which events in any file may name.
    func readConsentSection(_ sections: KeywordFields) {
        guard let section = sections["consent"], let members = object(section) else { return }
        for member in members {
            if let category = readConsentCategory(member) { consentCategories.append(category) }
        }
    }

    /// Second pass: definitions, then events, screens, traits and entitlements, in file order.
    func readDeclarations(_ sections: KeywordFields, in document: JSONDocument) {
        let file = document.path
        readDefinitions(sections, in: file)
        for member in document.root.members ?? [] where sections[member.key] != nil {
            switch member.key {
            case "events":
                for entry in object(member) ?? [] {
                    if let event = readEvent(entry, kind: .track, in: file) { contents.events.append(event) }
                }
            case "screens":
                for entry in object(member) ?? [] {
                    if let screen = readEvent(entry, kind: .screen, in: file) { contents.screens.append(screen) }
                }
            case "identify":
                if let traits = readTraits(member, in: file) { contents.identifyTraits = traits }
            case "group":
                if let traits = readTraits(member, in: file) { contents.groupTraits = traits }
            case "superProperties":
                if let section = readSuperProperties(member, in: file) { contents.superProperties = section }
            case "entitlements":
                for entry in object(member) ?? [] {
                    if let entitlement = readEntitlement(entry) { contents.entitlements.append(entitlement) }
                }
            case "description", "$comment":
                _ = string(member)
            default:
                continue
            }
        }
    }

    /// The file's shared definitions (`$defs`, `definitions`), read ahead of any use so unused ones are checked too.
    func readDefinitions(_ sections: KeywordFields, in file: String) {
        for key in ["$defs", "definitions"] {
            guard let section = sections[key], let members = object(section) else { continue }
            for member in members { readDefinition(member.value, in: file) }
        }
    }

    /// Reports a second declaration of `name`; returns false when it is one.
    func declareOnce(_ name: String, kind: String, member: JSONMember) -> Bool {
        guard let first = contents.declare(name, kind: kind, at: member.keyLocation) else { return true }
        error("duplicate-\(kind.replacing(" ", with: "-"))", "\(kind) '\(name)' is already declared at \(first)", atKeyOf: member)
        return false
    }
}
