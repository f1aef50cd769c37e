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

    /// The types whose canonical text is written by hand list every field they have: a field added to one fails here
    /// until `CanonicalPlanText+Schemas.swift` writes it.
    @Test func theHandWrittenTypesListEveryField() {
        let origin = Origin(location: SourceLocation(file: "a.json", line: 1, column: 1), pointer: JSONPointer())
        let schema = Schema(type: .boolean, origin: origin)
        let values: [String: Any] = [
            "ObjectShape": ObjectShape(), "Property": Property(name: "a", isRequired: true, schema: schema), "Schema": schema,
            "StringConstraints": StringConstraints(), "NumericConstraints": NumericConstraints(), "ArrayShape": ArrayShape(items: schema),
        ]
        for (name, value) in values {
            #expect(Mirror(reflecting: value).children.map { $0.label ?? "" } == CanonicalPlanText.fieldsWrittenByHand[name], "\(name)")
        }
        #expect(values.count == CanonicalPlanText.fieldsWrittenByHand.count)
    }
}
