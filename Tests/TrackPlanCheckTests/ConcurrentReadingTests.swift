import Foundation
import Testing
import TrackPlanModel

@testable import TrackPlanCheck

/// Plans read on several threads give what reading them one file after the other gives: the same diagnostics and the
/// same plan. Clean plans (warnings and checks across files included) take the concurrent reading; plans where file
/// order decides something wrong take the serial one.
@Suite struct ConcurrentReadingTests {
    static let manifest =
        #"{"name": "Shop", "version": "1.0.0", "defaults": {"consent": "analytics"}, "lint": {"propertyNaming": "snake_case"}}"#
    static let consent = #"{"consent": {"analytics": {"description": "Analytics."}, "ads": {"description": "Ads.", "default": "denied"}}}"#

    /// Files in path order, as the CLI lists them.
    static func sources(_ files: [String: String]) -> [PlanSourceFile] {
        var all = files
        if all[PlanLoader.manifestFileName] == nil { all[PlanLoader.manifestFileName] = manifest }
        return all.keys.sorted().map { PlanSourceFile(path: $0, bytes: Array(all[$0]!.utf8)) }
    }

    /// Loads both ways, expects the same result, and returns it with whether the concurrent reading kept it.
    static func loadBothWays(_ files: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (
        PlanLoadResult, concurrent: Bool
    ) {
        let sources = sources(files)
        let serial = PlanLoader(concurrency: .serial).load(sources)
        let concurrent = PlanLoader(concurrency: .concurrent).load(sources)
        #expect(concurrent.diagnostics == serial.diagnostics, sourceLocation: sourceLocation)
        #expect(concurrent.plan == serial.plan, sourceLocation: sourceLocation)
        return (serial, keptConcurrent(sources))
    }

    /// Whether the concurrent reading of the parsed files gave a result (nil: the loader reads them serially).
    static func keptConcurrent(_ sources: [PlanSourceFile]) -> Bool {
        let (input, diagnostics) = PlanLoader().parse(sources, onThreads: false)
        return !diagnostics.hasErrors && PlanReading.readConcurrently(input) != nil
    }

    static func event(_ name: String, _ properties: String) -> String {
        #""\#(name)": {"description": "\#(name).", "properties": {\#(properties)}}"#
    }

    @Test func aCleanPlanWithWarningsIsReadConcurrently() throws {
        let (result, concurrent) = Self.loadBothWays([
            "consent.json": Self.consent,
            // Uses definitions of a later file: the serial reading meets them on demand, the concurrent one reads them first.
            "a.json": #"{"events": {"#
                + Self.event("Order Completed", ##""order_id": {"$ref": "shared.json#/$defs/id"}, "email": {"type": "string"}"##)
                + ", " + Self.event("Order Refunded", ##""orderId": {"$ref": "shared.json#/$defs/id", "description": "Which."}"##) + "}}",
            "b.json": #"{"identify": {"properties": {"plan": {"type": "string", "description": "Tier."}}}, "screens": {"# + Self.event("Home", "")
                + #"}, "entitlements": {"export": {"description": "Export."}}}"#,
            "c.json": #"{"superProperties": {"properties": {"platform": {"type": "string", "description": "OS."}}}, "events": {"#
                + Self.event("Item Viewed", ##""price": {"$ref": "#/$defs/price"}"##) + ##"}, "$defs": {"price": {"type": "number"}}}"##,
            "shared.json": ##"{"$defs": {"id": {"type": "string", "minLength": 1}, "unused": {"type": "integer"}}}"##,
        ])
        #expect(concurrent)
        let plan = try #require(result.plan)
        #expect(plan.events.map(\.key) == ["Order Completed", "Order Refunded", "Item Viewed"])
        #expect(plan.screens.map(\.key) == ["Home"])
        #expect(plan.identifyTraits != nil && plan.superProperties != nil && plan.entitlements.count == 1)
        #expect(Set(result.diagnostics.map(\.ruleID)) == ["missing-description", "pii-unmarked", "property-naming"])
    }

    @Test func checksAcrossFilesRunAfterTheMerge() {
        let (result, concurrent) = Self.loadBothWays([
            "consent.json": Self.consent,
            "a.json": #"{"events": {"# + Self.event("Order Completed", ##""platform": {"type": "integer", "description": "N."}"##) + "}}",
            "b.json": #"{"events": {"# + Self.event("order_completed", "") + "}}",
            "c.json": #"{"superProperties": {"properties": {"platform": {"type": "string", "description": "OS."}}}}"#,
        ])
        #expect(concurrent)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.ruleID) == ["swift-name-collision", "super-property-type-conflict"])
    }

    /// Each plan is wrong in a way whose report depends on which file is read first.
    @Test(arguments: [
        // The same event in two files: the later one is the duplicate.
        ["a.json": #"{"events": {"# + event("A", "") + "}}", "b.json": #"{"events": {"# + event("A", "") + "}}"],
        // Two events sent under one wire name, from two files.
        [
            "a.json": #"{"events": {"# + event("A", "") + "}}",
            "b.json": #"{"events": {"B": {"description": "B.", "x-wire-name": "A"}}}"#,
        ],
        // `identify` declared twice.
        ["a.json": #"{"identify": {"properties": {}}}"#, "b.json": #"{"identify": {"properties": {}}}"#],
        // A cycle through two files: the `$ref` reported is the one met while the other definition is in progress.
        [
            "a.json": ##"{"$defs": {"x": {"$ref": "b.json#/$defs/y"}}, "events": {"A": {"properties": {"p": {"$ref": "b.json#/$defs/y"}}}}}"##,
            "b.json": ##"{"$defs": {"y": {"$ref": "a.json#/$defs/x"}}}"##,
        ],
        // A definition with an error: the first use in plan order fails with it, later uses read the cached schema.
        [
            "a.json": #"{"events": {"# + event("A", ##""platform": {"$ref": "z.json#/$defs/p"}"##) + "}}",
            "b.json": #"{"events": {"# + event("B", ##""platform": {"$ref": "z.json#/$defs/p"}"##) + "}}",
            "c.json": #"{"superProperties": {"properties": {"platform": {"type": "string", "description": "OS."}}}}"#,
            "z.json": ##"{"$defs": {"p": {"type": "integer", "descripton": "N."}}}"##,
        ],
        // A `$ref` to a schema inside a definition, read when first met.
        [
            "a.json": #"{"events": {"# + event("A", ##""p": {"$ref": "z.json#/$defs/o/properties/q"}"##) + "}}",
            "b.json": #"{"events": {"# + event("B", ##""p": {"$ref": "z.json#/$defs/o/properties/q"}"##) + "}}",
            "z.json": ##"{"$defs": {"o": {"type": "object", "properties": {"q": {"type": "string"}}}}}"##,
        ],
        // A file whose root is not an object, and a syntax error.
        ["a.json": "[]", "b.json": #"{"events": {"# + event("B", "") + "}}"],
        ["a.json": #"{"events": {"#, "b.json": #"{"events": {"# + event("B", "") + "}}"],
    ])
    func plansWhereFileOrderDecidesAreReadSerially(files: [String: String]) {
        let (result, concurrent) = Self.loadBothWays(files)
        #expect(!concurrent)
        #expect(result.diagnostics.hasErrors)
    }

    /// Every plan directory of the repository (examples, fixtures, broken plans) gives the same result both ways.
    @Test func everyPlanDirectoryOfTheRepositoryReadsTheSameBothWays() throws {
        let root = PlanFixtures.repositoryRoot
        var directories: [String] = []
        for top in ["Schemas", "Examples", "Tests"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(top).path)
            while let path = enumerator?.nextObject() as? String {
                let manifest = PlanLoader.manifestFileName
                if path == manifest { directories.append(top) }
                if path.hasSuffix("/" + manifest) { directories.append(top + "/" + path.dropLast(manifest.count + 1)) }
            }
        }
        #expect(directories.count > 20)
        for directory in directories {
            let files = try PlanFixtures.directory(directory)
            let serial = PlanLoader(concurrency: .serial).load(files)
            let concurrent = PlanLoader(concurrency: .concurrent).load(files)
            #expect(concurrent.diagnostics == serial.diagnostics, "\(directory)")
            #expect(concurrent.plan == serial.plan, "\(directory)")
        }
    }
}
