import Testing
import TrackPlanCheck

@testable import TrackPlanModel

/// `PlanHash`: what the plan says counts, where it is written does not.
@Suite struct PlanHashTests {
    static func hash(_ files: [PlanSourceFile]) throws -> PlanHash {
        let result = PlanLoader().load(files)
        return PlanHash(try #require(result.plan, "\(result.diagnostics)"))
    }

    @Test func sha256MatchesTheStandardVectors() {
        #expect(PlanHash.sha256Hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(PlanHash.sha256Hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)  // two blocks
        #expect(PlanHash.sha256Hex(long) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func fileLayoutAndPositionsDoNotCount() throws {
        let files = try PlanFixtures.directory("Schemas")
        let original = try Self.hash(files)
        // Other line numbers everywhere, another file name (so another order of events), another directory prefix.
        let moved = files.map { file in
            PlanSourceFile(
                path: file.path.replacingOccurrences(of: "events/commerce.json", with: "events/zz-orders.json"),
                bytes: Array("\n\n  ".utf8) + file.bytes)
        }
        #expect(try Self.hash(moved) == original)
        #expect(original.description.hasPrefix("sha256:"))
        #expect(original.description.count == 7 + 32)
    }

    @Test func whatThePlanSaysCounts() throws {
        let base = [
            "trackplan.json": #"{"name": "Shop", "version": "1.0.0"}"#,
            "events.json":
                #"{"events": {"Order Completed": {"description": "Paid.", "properties": {"total": {"type": "number", "description": "Sum."}}, "required": ["total"]}}}"#,
        ]
        func hash(_ files: [String: String]) throws -> PlanHash {
            try Self.hash(files.keys.sorted().map { PlanSourceFile(path: $0, bytes: Array(files[$0]!.utf8)) })
        }
        let original = try hash(base)
        var changes: [[String: String]] = []
        for (from, to) in [("Paid.", "Paid!"), (#""number""#, #""integer""#), (#"["total"]"#, "[]"), ("Sum.", "Total.")] {
            var files = base
            files["events.json"] = base["events.json"]!.replacingOccurrences(of: from, with: to)
            changes.append(files)
        }
        var bumped = base
        bumped["trackplan.json"] = #"{"name": "Shop", "version": "1.0.1"}"#
        changes.append(bumped)
        let hashes = try changes.map(hash)
        #expect(!hashes.contains(original))
        #expect(Set(hashes).count == hashes.count)
        // Key order inside an object that is not a list of properties, and whitespace, do not count.
        var reordered = base
        reordered["events.json"] =
            #"{"events": {"Order Completed": {"required": ["total"], "properties": {"total": {"description": "Sum.", "type": "number"}}, "description": "Paid."}}}"#
        #expect(try hash(reordered) == original)
    }

    /// SHA-256 fed in pieces of every size gives the digest of the whole.
    @Test func sha256FedInPiecesMatchesTheWhole() {
        let message = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        for size in [1, 7, 63, 64, 65, 200] {
            var hasher = SHA256()
            var start = 0
            while start < message.count {
                hasher.update(Array(message[start..<min(start + size, message.count)]))
                start += size
            }
            #expect(hasher.finalize() == SHA256.digest(message), "pieces of \(size)")
        }
    }

    /// The encoding is versioned (`CanonicalPlanEncoder.formatName`): this small plan's hash changes only when the
    /// format does, on purpose, never with the tool or the machine.
    @Test func aSmallPlanHasAFixedHash() throws {
        let files = [
            PlanSourceFile(path: "trackplan.json", bytes: Array(#"{"name": "Shop", "version": "1.0.0"}"#.utf8)),
            PlanSourceFile(
                path: "events.json",
                bytes: Array(
                    #"{"events": {"Order Completed": {"description": "Paid.", "properties": {"total": {"type": "number", "minimum": 0}}, "required": ["total"]}}}"#
                        .utf8)),
        ]
        #expect(try Self.hash(files).description == "sha256:c36ce72637d7331bc202fc3f98435cd8")
    }

    /// Every stored property of every model type the encoder reaches is written or left out by name: a field added to
    /// the model fails here until `CanonicalPlanEncoder` writes it (or leaves it out, saying why). Reflection is used
    /// here only, to list the fields; the encoder itself is written by hand.
    @Test func theEncoderCoversEveryFieldOfTheModel() {
        let location = SourceLocation(file: "a.json", line: 1, column: 1)
        let origin = Origin(location: location, pointer: JSONPointer())
        let schema = Schema(type: .boolean, origin: origin)
        let shape = ObjectShape()
        let samples: [String: Any] = [
            "Plan": Plan(name: "p", version: SemanticVersion(major: 1, minor: 0, patch: 0), location: location),
            "SemanticVersion": SemanticVersion(major: 1, minor: 0, patch: 0),
            "ConsentCategory": ConsentCategory(name: "c", origin: origin),
            "Event": Event(key: "e", properties: shape, origin: origin),
            "IgluSchemaKey": IgluSchemaKey(vendor: "v", name: "n", format: "jsonschema", version: "1-0-0"),
            "Traits": Traits(properties: shape, origin: origin),
            "Entitlement": Entitlement(key: "k", origin: origin),
            "PrivacyPolicy": PrivacyPolicy(),
            "SuperPropertiesSection": SuperPropertiesSection(properties: shape, origin: origin),
            "Deprecation": Deprecation(),
            "ObjectShape": shape,
            "Property": Property(name: "a", isRequired: true, schema: schema),
            "Schema": schema,
            "SchemaReference": SchemaReference(file: "f.json", pointer: JSONPointer()),
            "StringConstraints": StringConstraints(),
            "NumericConstraints": NumericConstraints(),
            "ArrayShape": ArrayShape(items: schema),
            "MapShape": MapShape(values: schema),
            "UnionShape": UnionShape(members: [schema]),
        ]
        for (name, value) in samples {
            let fields = Mirror(reflecting: value).children.map { $0.label ?? "" }
            let coverage = CanonicalPlanEncoder.coverage[name]
            #expect(Set(fields) == Set((coverage?.written ?? []) + (coverage?.leftOut ?? [])), "\(name): \(fields)")
            #expect(fields.filter { !(coverage?.leftOut ?? []).contains($0) } == coverage?.written, "\(name) in model order")
        }
        #expect(Set(samples.keys) == Set(CanonicalPlanEncoder.coverage.keys))
    }

    /// Length prefixes keep apart what plain concatenation would join: a description moved between two fields.
    @Test func valuesCannotRunIntoEachOther() throws {
        func plan(_ first: String, _ second: String) throws -> PlanHash {
            try Self.hash([
                PlanSourceFile(path: "trackplan.json", bytes: Array(#"{"name": "Shop", "version": "1.0.0"}"#.utf8)),
                PlanSourceFile(
                    path: "events.json",
                    bytes: Array(
                        #"{"events": {"A": {"description": "\#(first)", "properties": {"p": {"type": "string", "description": "\#(second)"}}}}}"#
                            .utf8)),
            ])
        }
        #expect(try plan("ab", "c") != plan("a", "bc"))
    }
}
