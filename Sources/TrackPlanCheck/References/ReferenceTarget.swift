import TrackPlanModel

/// Where a `$ref` points: a plan file and a JSON Pointer inside it.
struct ReferenceTarget: Sendable, Hashable {
    /// Plan-relative, normalised path.
    var file: String
    var pointer: JSONPointer

    /// `file#/pointer`: the cache key of a definition.
    var key: String { "\(file)#\(pointer)" }

    /// The shared definition this target names, when it is a `$defs` (or `definitions`) entry.
    var sharedDefinition: SchemaReference? {
        guard pointer.tokens.count == 2, pointer.tokens[0] == "$defs" || pointer.tokens[0] == "definitions" else { return nil }
        return SchemaReference(file: file, pointer: pointer)
    }
}

/// Why a `$ref` text cannot be followed, before looking at any file.
enum ReferenceProblem: Error, Equatable {
    case escapesPlan(String)
    case notAPointer(String)
}

/// Turns a `$ref` string into a `ReferenceTarget`, relative to the referencing file.
enum ReferenceParser {
    static func target(of reference: String, from file: String) -> Result<ReferenceTarget, ReferenceProblem> {
        let hash = reference.firstIndex(of: "#")
        let filePart = hash.map { String(reference[..<$0]) } ?? reference
        let fragment = hash.map { String(reference[reference.index(after: $0)...]) } ?? ""
        if filePart.contains("://") || filePart.hasPrefix("/") || filePart.hasPrefix("\\") {
            return .failure(.escapesPlan(filePart))
        }
        var targetFile = file
        if !filePart.isEmpty {
            guard let resolved = join(directory(of: file), percentDecoded(filePart)) else { return .failure(.escapesPlan(filePart)) }
            targetFile = resolved
        }
        guard let pointer = JSONPointer(parsing: Substring(percentDecoded(fragment))) else {
            return .failure(.notAPointer(fragment))
        }
        return .success(ReferenceTarget(file: targetFile, pointer: pointer))
    }

    private static func directory(of file: String) -> [Substring] {
        Array(file.split(separator: "/").dropLast())
    }

    /// Appends a relative path to a directory, resolving `.` and `..`; nil when it climbs above the plan root.
    private static func join(_ directory: [Substring], _ relative: String) -> String? {
        var parts = directory
        for component in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(component)
            }
        }
        return parts.joined(separator: "/")
    }

    /// Decodes `%XX` escapes (URI fragments percent-encode spaces and other characters).
    static func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
