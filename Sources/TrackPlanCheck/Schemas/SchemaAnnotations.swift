import TrackPlanModel
import TrackPlanParse

/// The annotation keywords of a schema: documentation, deprecation, examples and the personal-data class.
struct SchemaAnnotations {
    var description: String?
    var deprecation: Deprecation?
    var examples: [ScalarValue] = []
    var pii: PIIClass?
    /// `x-pii-action`, and where it is written.
    var piiAction: PIIAction?
    var piiActionMember: JSONMember?
}

extension PlanReading {
    func readAnnotations(_ fields: KeywordFields) -> SchemaAnnotations {
        var annotations = SchemaAnnotations()
        annotations.description = fields["description"].flatMap { string($0) }
        _ = fields["title"].map { string($0) }
        _ = fields["$comment"].map { string($0) }
        annotations.deprecation = readDeprecation(fields)
        annotations.examples = fields["examples"].map { readExamples($0) } ?? []
        if let member = fields["x-pii"], let name = string(member) {
            if let pii = PIIClass(rawValue: name) {
                annotations.pii = pii
            } else {
                let names = PIIClass.allCases.map(\.rawValue)
                error(
                    "invalid-keyword-value",
                    "'x-pii' class '\(name)' is unknown; use one of \(names.joined(separator: ", "))\(ClosestMatch.hint(for: name, among: names))",
                    at: member.value)
            }
        }
        if let member = fields["x-pii-action"] {
            annotations.piiAction = piiAction(member)
            annotations.piiActionMember = member
        }
        return annotations
    }

    /// `deprecated` with its optional `x-deprecation-message`.
    func readDeprecation(_ fields: KeywordFields) -> Deprecation? {
        let isDeprecated = fields["deprecated"].flatMap { bool($0) } ?? false
        let message = fields["x-deprecation-message"].flatMap { string($0, nonEmpty: true) }
        if let member = fields["x-deprecation-message"], message != nil, !isDeprecated {
            error("invalid-keyword-value", "'x-deprecation-message' needs \"deprecated\": true beside it", atKeyOf: member)
        }
        return isDeprecated ? Deprecation(message: message) : nil
    }

    /// `x-swift-name`: must be a plain Swift identifier.
    func readSwiftName(_ fields: KeywordFields) -> String? {
        guard let member = fields["x-swift-name"], let name = string(member) else { return nil }
        let scalars = Array(name.unicodeScalars)
        let isIdentifier =
            !scalars.isEmpty && scalars.allSatisfy { $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) }
            && !("0"..."9").contains(scalars[0])
        if isIdentifier, name == "_" || SwiftNames.reservedTypeNames.contains(name) {
            error(
                "invalid-swift-name",
                "'x-swift-name' \"\(name)\" is reserved: generated code cannot declare it (it is a Swift keyword or a module or type the code relies on); choose another name",
                at: member.value)
            return nil
        }
        guard isIdentifier else {
            error(
                "invalid-swift-name",
                "'x-swift-name' \"\(name)\" is not a Swift identifier; use ASCII letters, digits and '_', not starting with a digit", at: member.value
            )
            return nil
        }
        return name
    }

    func readPreviousNames(_ fields: KeywordFields) -> [String] {
        fields["x-previous-name"].flatMap { stringList($0) } ?? []
    }
}
