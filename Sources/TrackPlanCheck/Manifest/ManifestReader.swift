import TrackPlanModel
import TrackPlanParse

extension PlanReading {
    /// Reads `trackplan.json` into `manifest`, reporting missing or malformed fields.
    func readManifest(_ document: JSONDocument) {
        let root = document.root
        manifest.location = root.location
        guard let members = root.members else {
            error("keyword-type", "the manifest must be a JSON object, found \(root.typeName)", at: root)
            return
        }
        let fields = checkKeywords(members, in: .manifest)
        if let name = fields["name"] {
            manifest.name = string(name, nonEmpty: true)
        } else {
            error("missing-keyword", "the manifest has no 'name'; add \"name\": \"<plan name>\"", at: root)
        }
        if let version = fields["version"] {
            readVersion(version)
        } else {
            error("missing-keyword", "the manifest has no 'version'; add \"version\": \"1.0.0\"", at: root)
        }
        _ = fields["description"].map { string($0) }
        if let defaults = fields["defaults"], let members = object(defaults) { readDefaults(members) }
        if let lint = fields["lint"], let members = object(lint) { readLint(members) }
        if let privacy = fields["privacy"], let members = object(privacy) { readPrivacy(members) }
        if let catalogue = fields["catalogue"], let members = object(catalogue) { readCatalogue(members) }
    }

    /// `"catalogue": {"url": "https://acme.github.io/plan/"}`: where `trackplan docs`' site is published, so generated
    /// types can link to their pages.
    private func readCatalogue(_ members: [JSONMember]) {
        let fields = checkKeywords(members, in: .manifestCatalogue)
        guard let url = fields["url"], let text = string(url, nonEmpty: true) else { return }
        let lower = text.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://"),
            !text.contains(where: { $0 == " " || $0 == ")" || $0 == "<" || $0 == ">" || $0 == "\\" || $0 == "`" || $0.isNewline })
        else {
            error(
                "invalid-keyword-value", "'url' must be an http or https address without spaces, such as \"https://acme.github.io/plan/\"",
                at: url.value)
            return
        }
        manifest.catalogueURL = text.hasSuffix("/") ? text : text + "/"
    }

    private func readVersion(_ member: JSONMember) {
        guard let text = string(member) else { return }
        guard let version = SemanticVersion(text) else {
            error("invalid-version", "version '\(text)' is not a semantic version; write MAJOR.MINOR.PATCH such as \"1.0.0\"", at: member.value)
            return
        }
        manifest.version = version
        manifest.versionLocation = member.keyLocation
    }

    private func readDefaults(_ members: [JSONMember]) {
        let fields = checkKeywords(members, in: .manifestDefaults)
        if let consent = fields["consent"], let name = string(consent, nonEmpty: true) {
            manifest.defaultConsent = name
            manifest.defaultConsentNode = JSONNodeReference(location: consent.value.location, pointer: consent.value.pointer)
        }
        if let additional = fields["additionalProperties"], let value = bool(additional) {
            manifest.defaultAdditionalProperties = value
        }
    }

    private func readLint(_ members: [JSONMember]) {
        let fields = checkKeywords(members, in: .manifestLint)
        if let member = fields["eventNaming"], let convention = namingConvention(member) { manifest.lint.eventNaming = convention }
        if let member = fields["propertyNaming"], let convention = namingConvention(member) { manifest.lint.propertyNaming = convention }
        guard let disable = fields["disable"], let rules = stringList(disable) else { return }
        for (index, rule) in rules.enumerated() {
            let node = disable.value.value == .string(rule) ? disable.value : arrayElement(disable.value, index)
            if !StyleRules.ruleIDs.contains(rule) {
                let hint = ClosestMatch.hint(for: rule, among: StyleRules.ruleIDs)
                error("invalid-keyword-value", "'\(rule)' is not a warning rule that can be disabled\(hint)", at: node)
            }
            manifest.lint.disabledRules.insert(rule)
        }
    }

    private func namingConvention(_ member: JSONMember) -> NamingConvention? {
        guard let text = string(member) else { return nil }
        guard let convention = NamingConvention(rawValue: text) else {
            let choices = NamingConvention.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            error("invalid-keyword-value", "'\(member.key)' must be one of \(choices), found '\(text)'", at: member.value)
            return nil
        }
        return convention
    }

    private func arrayElement(_ node: JSONNode, _ index: Int) -> JSONNode {
        if case .array(let items) = node.value, index < items.count { return items[index] }
        return node
    }
}
