import TrackPlanModel
import TrackPlanParse

extension PlanReading {
    /// Follows the `$ref` in `member` (written in `file`) and reads the schema it names. Reports dangling
    /// references, references leaving the plan, and cycles. Shared definitions are read once and cached.
    func resolveReference(_ member: JSONMember, in file: String) -> ReadSchema? {
        guard let text = string(member) else { return nil }
        let useKey = ReferenceUse(file: file, text: text)
        if let resolved = resolvedReferences[useKey] { return resolved }
        let resolved = followReference(text, at: member, in: file)
        if let resolved { resolvedReferences[useKey] = resolved }
        return resolved
    }

    private func followReference(_ text: String, at member: JSONMember, in file: String) -> ReadSchema? {
        let target: ReferenceTarget
        switch ReferenceParser.target(of: text, from: file) {
        case .success(let found): target = found
        case .failure(.escapesPlan(let path)):
            error(
                "ref-escapes-plan", "'$ref' \"\(text)\" points outside the plan directory ('\(path)'); copy the definition into a file of the plan",
                at: member.value)
            return nil
        case .failure(.notAPointer(let fragment)):
            error(
                "dangling-ref",
                "'$ref' \"\(text)\" has fragment '#\(fragment)', which is not a JSON Pointer (anchors are not supported); write \"#/$defs/<name>\"",
                at: member.value)
            return nil
        }
        guard target.sharedDefinition != nil || (target.pointer.tokens.count > 2 && ["$defs", "definitions"].contains(target.pointer.tokens[0]))
        else {
            error(
                "ref-not-definition", "'$ref' \"\(text)\" must point into a '$defs' section, like \"#/$defs/<name>\" or \"other.json#/$defs/<name>\"",
                at: member.value)
            return nil
        }
        if unreadableFiles.contains(target.file) { return nil }
        guard let document = documents[target.file] else {
            let hint = ClosestMatch.hint(for: target.file, among: documents.keys)
            error("dangling-ref", "'$ref' \"\(text)\" names '\(target.file)', which is not a file of this plan\(hint)", at: member.value)
            return nil
        }
        guard let node = lookUp(target.pointer, in: document.root, reference: text, at: member) else { return nil }
        if definitionsInProgress.contains(target.key) {
            error(
                "ref-cycle",
                "'$ref' \"\(text)\" makes a cycle: it leads back to \(target.key) while that is being defined; recursive types are not supported",
                at: member.value)
            return nil
        }
        if let cached = definitionCache[target.key] { return cached.map { referenced($0, target: target) } }
        definitionsReadOnDemand += 1
        definitionsInProgress.insert(target.key)
        let place: KeywordCatalog.Place = target.sharedDefinition == nil ? .property : .definition
        let read = readSchema(node, in: target.file, place: place)
        definitionsInProgress.remove(target.key)
        definitionCache[target.key] = .some(read)
        return read.map { referenced($0, target: target) }
    }

    /// Reads a `$defs` entry ahead of any use, so unused definitions are checked too.
    func readDefinition(_ node: JSONNode, in file: String) {
        let target = ReferenceTarget(file: file, pointer: node.pointer)
        guard definitionCache[target.key] == nil else { return }
        definitionsInProgress.insert(target.key)
        let read = readSchema(node, in: file, place: .definition)
        definitionsInProgress.remove(target.key)
        definitionCache[target.key] = .some(read)
    }

    private func referenced(_ read: ReadSchema, target: ReferenceTarget) -> ReadSchema {
        var read = read
        if let shared = target.sharedDefinition { read.schema.reference = shared }
        return read
    }

    /// Walks `pointer` from `root`; reports the first missing step with the closest existing key.
    private func lookUp(_ pointer: JSONPointer, in root: JSONNode, reference: String, at member: JSONMember) -> JSONNode? {
        var node = root
        for token in pointer.tokens {
            switch node.value {
            case .object(let members):
                if let next = members.first(where: { $0.key == token }) { node = next.value; continue }
                let hint = ClosestMatch.hint(for: token, among: members.map(\.key))
                error("dangling-ref", "'$ref' \"\(reference)\" names '\(token)', which does not exist at '\(node.pointer)'\(hint)", at: member.value)
                return nil
            case .array(let items):
                if let index = Int(token), items.indices.contains(index) { node = items[index]; continue }
                error("dangling-ref", "'$ref' \"\(reference)\" names index '\(token)', which does not exist at '\(node.pointer)'", at: member.value)
                return nil
            default:
                error("dangling-ref", "'$ref' \"\(reference)\" goes through '\(node.pointer)', which is \(node.typeName)", at: member.value)
                return nil
            }
        }
        return node
    }
}
