/// A Snowplow Iglu schema key, `iglu:com.acme/checkout_started/jsonschema/1-0-2`: the identity an event imported
/// from Iglu keeps (`x-iglu`), so the JSON Schema export can write its `self` block again.
public struct IgluSchemaKey: Sendable, Hashable, CustomStringConvertible {
    public var vendor: String
    public var name: String
    public var format: String
    /// SchemaVer, `MODEL-REVISION-ADDITION`.
    public var version: String

    public init(vendor: String, name: String, format: String, version: String) {
        self.vendor = vendor
        self.name = name
        self.format = format
        self.version = version
    }

    /// Parses `iglu:<vendor>/<name>/<format>/<M-R-A>`; nil for anything else.
    public init?(uri: String) {
        guard uri.hasPrefix("iglu:") else { return nil }
        let parts = uri.dropFirst("iglu:".count).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4, parts.prefix(3).allSatisfy({ !$0.isEmpty }), Self.schemaVer(parts[3]) != nil else { return nil }
        self.init(vendor: parts[0], name: parts[1], format: parts[2], version: parts[3])
    }

    public var description: String { "iglu:\(vendor)/\(name)/\(format)/\(version)" }

    /// SchemaVer as semantic version: MODEL (a change no old data survives) is the major version, REVISION (a
    /// change some old data may not survive) the minor, ADDITION (compatible) the patch: `1-0-2` → `1.0.2`.
    public var semanticVersion: SemanticVersion? {
        Self.schemaVer(version).map { SemanticVersion(major: $0[0], minor: $0[1], patch: $0[2]) }
    }

    /// `M-R-A` as three numbers, each without a leading zero (SchemaVer's own rule), MODEL at least 1.
    static func schemaVer(_ text: String) -> [Int]? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        let numbers = parts.compactMap { part -> Int? in
            guard !part.isEmpty, part.allSatisfy(\.isASCII), part.allSatisfy(\.isNumber), part == "0" || !part.hasPrefix("0") else { return nil }
            return Int(part)
        }
        guard numbers.count == 3, numbers[0] >= 1 else { return nil }
        return numbers
    }
}
