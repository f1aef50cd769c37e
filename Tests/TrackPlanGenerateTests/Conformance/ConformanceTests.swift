import Foundation
import PlanTestSupport
import TestSupport
import Testing
import TrackPlanCheck
import TrackPlanGenerate
import TrackPlanModel

/// JSON Schema semantics of the generated validators, from case files written for TrackPlan (`cases.json`): each
/// group (one keyword and schema) becomes an event with one property `value`; all groups are generated into one
/// program, compiled once against the runtime, that validates every case and prints whether it agreed.
@Suite struct ConformanceTests {
    struct Group {
        var keyword: String
        var description: String
        var schema: Any
        var tests: [(data: Any, valid: Bool)]
    }

    static func groups() throws -> [Group] {
        let url = BuildProducts.packageRoot.appendingPathComponent("Tests/TrackPlanGenerateTests/Conformance/cases.json")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url), options: [.fragmentsAllowed]) as? [String: Any])
        return try #require(root["groups"] as? [[String: Any]]).map { group in
            Group(
                keyword: group["keyword"] as! String, description: group["description"] as! String, schema: group["schema"]!,
                tests: (group["tests"] as! [[String: Any]]).map { ($0["data"]!, $0["valid"] as! Bool) })
        }
    }

    static func planFiles(_ groups: [(index: Int, group: Group)]) throws -> [PlanSourceFile] {
        var events: [String: Any] = [:]
        for (index, group) in groups { events["G\(index)"] = ["properties": ["value": group.schema], "required": ["value"]] }
        let plan = try JSONSerialization.data(withJSONObject: ["events": events], options: [.sortedKeys])
        let manifest = #"{"name": "Conformance", "version": "1.0.0", "lint": {"disable": ["event-naming", "missing-description"]}}"#
        return [PlanSourceFile(path: "trackplan.json", bytes: Array(manifest.utf8)), PlanSourceFile(path: "cases.json", bytes: Array(plan))]
    }

    @Test func generatedValidatorsAgreeWithTheSpecification() async throws {
        let groups = try Self.groups()
        var accepted: [(index: Int, group: Group)] = []
        var rejected: [String] = []
        for (index, group) in groups.enumerated() {
            let result = PlanLoader().load(try Self.planFiles([(index, group)]))
            if result.plan == nil {
                rejected.append("\(group.keyword) (\(group.description)): \(result.diagnostics.map(\.message))")
            } else {
                accepted.append((index, group))
            }
        }
        let plan = try #require(PlanLoader().load(try Self.planFiles(accepted)).plan)
        let generated = SwiftGenerator(options: GeneratorOptions(moduleName: "ConformanceRun", toolVersion: "test")).generate(plan)
        try #require(!generated.diagnostics.hasErrors, "\(generated.diagnostics)")

        var driver =
            "@_spi(Generated) import TrackPlan\n\nfunc run(_ group: Int, _ test: Int, _ expected: Bool, _ validate: (inout ValidationReport) -> Void) {\n"
        driver +=
            "    var report = ValidationReport()\n    validate(&report)\n    print(\"RESULT \\(group) \\(test) \\(report.isValid == expected)\")\n}\n\n"
        var driven = 0
        for (index, group) in accepted {
            for (number, test) in group.tests.enumerated() {
                guard let literal = SwiftLiteral.of(test.data, schema: group.schema) else { continue }
                driver += "run(\(index), \(number), \(test.valid)) { G\(index)(value: \(literal)).validate(into: &$0) }\n"
                driven += 1
            }
        }
        let output = try await Self.compileAndRun(driver, generated)
        let results = output.split(separator: "\n").filter { $0.hasPrefix("RESULT ") }.count
        #expect(results == driven, "the driver printed \(results) of \(driven) results (did it crash?): \(output.suffix(2000))")
        var passed: [Int: Int] = [:]
        var failures: [String] = []
        for line in output.split(separator: "\n") where line.hasPrefix("RESULT ") {
            let parts = line.split(separator: " ")
            let (index, number) = (Int(parts[1])!, Int(parts[2])!)
            if parts[3] == "true" {
                passed[index, default: 0] += 1
            } else {
                let group = groups[index]
                failures.append(
                    "\(group.keyword) (\(group.description)): \(group.tests[number].data) should be \(group.tests[number].valid ? "valid" : "invalid")"
                )
            }
        }
        print(Self.table(groups, passed: passed, rejected: Set(groups.indices).subtracting(accepted.map(\.index))))
        #expect(rejected.isEmpty, "groups lint rejects: \(rejected)")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// `keyword | cases | pass`, the evidence table.
    static func table(_ groups: [Group], passed: [Int: Int], rejected: Set<Int>) -> String {
        var rows: [String: (cases: Int, pass: Int)] = [:]
        var order: [String] = []
        for (index, group) in groups.enumerated() {
            let key = group.keyword == "format" ? "format: \(group.description)" : group.keyword
            if rows[key] == nil { order.append(key) }
            rows[key, default: (0, 0)].cases += group.tests.count
            rows[key, default: (0, 0)].pass += rejected.contains(index) ? 0 : passed[index, default: 0]
        }
        return (["| keyword | cases | pass |", "|---|---|---|"] + order.map { "| \($0) | \(rows[$0]!.cases) | \(rows[$0]!.pass) |" })
            .joined(separator: "\n")
    }

    static func compileAndRun(_ driver: String, _ generated: GenerationResult) async throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources = [directory.appendingPathComponent("main.swift").path]
        try Data(driver.utf8).write(to: URL(fileURLWithPath: sources[0]))
        for file in generated.files {
            let url = directory.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            sources.append(url.path)
        }
        let objects = try BuildProducts.linkInputs()
        let executable = directory.appendingPathComponent("conformance").path
        let compile = try await ChildProcess.run(
            BuildProducts.tool("swiftc"),
            ["-swift-version", "6", "-module-name", "ConformanceRun", "-I", BuildProducts.modules.path, "-Xcc", BuildProducts.runtimeCModuleMapFlag]
                + sources + objects + ["-o", executable],
            lowPriority: true)
        try #require(compile.status == 0, "\(compile.combined)")
        let run = try await ChildProcess.run(URL(fileURLWithPath: executable), [])
        #expect(run.status == 0, "the conformance driver exited with \(run.status): \(run.combined.suffix(2000))")
        return run.combined
    }
}

/// JSON test data as a Swift literal of the property's generated type; nil when the type cannot hold the data (a
/// wrong type does not compile, which CompileFailTests cover).
enum SwiftLiteral {
    static func of(_ data: Any, schema: Any) -> String? {
        guard let schema = schema as? [String: Any] else { return nil }
        if let types = schema["type"] as? [String] { return union(data, types: types) }
        if let members = schema["oneOf"] as? [[String: Any]] {
            if members.contains(where: { $0["type"] as? String == "object" }) { return tagged(data, members) }
            return union(data, types: members.compactMap { $0["type"] as? String })
        }
        if let values = schema["additionalProperties"] as? [String: Any], schema["properties"] == nil {
            guard let object = data as? [String: Any] else { return nil }
            let entries = object.keys.sorted().map { key in of(object[key]!, schema: values).map { string(key) + ": " + $0 } }
            guard entries.allSatisfy({ $0 != nil }) else { return nil }
            return entries.isEmpty ? "[:]" : "[" + entries.map { $0! }.joined(separator: ", ") + "]"
        }
        if let parts = schema["allOf"] as? [[String: Any]] { return object(data, parts + [schema]) }
        guard let type = schema["type"] as? String else { return json(data) }
        switch type {
        case "string":
            guard let text = data as? String else { return nil }
            return string(text)
        case "integer":
            guard let number = data as? NSNumber else { return nil }
            return number.int64Value.description
        case "number":
            guard let number = data as? NSNumber else { return nil }
            return double(number.doubleValue)
        case "boolean":
            guard let number = data as? NSNumber, isBoolean(number) else { return nil }
            return number.boolValue ? "true" : "false"
        case "array":
            guard let items = data as? [Any] else { return nil }
            let elements = items.map { of($0, schema: schema["items"] ?? [String: Any]()) }
            guard elements.allSatisfy({ $0 != nil }) else { return nil }
            return "[" + elements.map { $0! }.joined(separator: ", ") + "] as [_]"
        default:
            return nil
        }
    }

    /// `.init(a: …, b: …)` for an object whose property keys are already Swift names, properties from every part;
    /// absent optional properties are left to their `nil` default.
    static func object(_ data: Any, _ parts: [[String: Any]]) -> String? {
        guard let object = data as? [String: Any] else { return nil }
        var schemas: [String: Any] = [:]
        var order: [String] = []
        for part in parts {
            for (key, schema) in (part["properties"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) where schemas[key] == nil {
                schemas[key] = schema
                order.append(key)
            }
        }
        let arguments = order.filter { object[$0] != nil }.map { key in of(object[key]!, schema: schemas[key]!).map { "\(key): \($0)" } }
        guard arguments.allSatisfy({ $0 != nil }) else { return nil }
        return ".init(" + arguments.map { $0! }.joined(separator: ", ") + ")"
    }

    /// The case of a discriminated union whose `const` the data's discriminator names (`.card(.init(last4: …))`,
    /// the discriminator written by the payload itself), or nil when no member's `const` matches.
    static func tagged(_ data: Any, _ members: [[String: Any]]) -> String? {
        if data is NSNull { return members.contains { $0["type"] as? String == "null" } ? "nil" : nil }
        guard let fields = data as? [String: Any] else { return nil }
        for member in members {
            let properties = member["properties"] as? [String: Any] ?? [:]
            for (key, property) in properties {
                guard let tag = (property as? [String: Any])?["const"] as? String, fields[key] as? String == tag else { continue }
                var rest = member
                rest["properties"] = properties.filter { $0.key != key }
                var payload = fields
                payload[key] = nil
                return object(payload, [rest]).map { ".\(tag)(\($0))" }
            }
        }
        return nil
    }

    /// A member of a generated union enum, or nil when no member holds the data.
    static func union(_ data: Any, types: [String]) -> String? {
        if data is NSNull { return types.contains("null") ? "nil" : nil }
        let nonNull = types.filter { $0 != "null" }
        if nonNull.count == 1 { return of(data, schema: ["type": nonNull[0]]) }  // a nullable scalar, not a union
        if let text = data as? String { return types.contains("string") ? ".string(\(string(text)))" : nil }
        guard let number = data as? NSNumber else { return nil }
        if isBoolean(number) { return types.contains("boolean") ? ".bool(\(number.boolValue))" : nil }
        let value = number.doubleValue
        if types.contains("integer"), value.rounded() == value, abs(value) < 1e15 { return ".integer(\(Int64(value)))" }
        return types.contains("number") ? ".number(\(double(value)))" : nil
    }

    /// Any JSON value as a `JSONValue` literal.
    static func json(_ data: Any) -> String {
        switch data {
        case is NSNull: return "nil"
        case let text as String: return string(text)
        case let items as [Any]: return "[" + items.map(json).joined(separator: ", ") + "]"
        case let object as [String: Any]:
            return object.isEmpty ? "[:]" : "[" + object.keys.sorted().map { string($0) + ": " + json(object[$0]!) }.joined(separator: ", ") + "]"
        case let number as NSNumber:
            if isBoolean(number) { return number.boolValue ? "true" : "false" }
            return String(cString: number.objCType) == "d" ? double(number.doubleValue) : number.int64Value.description
        default: return "nil"
        }
    }

    static func string(_ text: String) -> String {
        "\""
            + text.unicodeScalars.map {
                $0.isASCII && $0.value >= 0x20 && $0 != "\"" && $0 != "\\" ? String($0) : "\\u{\(String($0.value, radix: 16))}"
            }.joined() + "\""
    }

    static func double(_ value: Double) -> String {
        value == 0 && value.sign == .minus ? "-0.0" : "\(value)"
    }

    /// `JSONSerialization` reads `true`/`false` as a boolean `NSNumber` (an `Int` 1 is not one).
    static func isBoolean(_ number: NSNumber) -> Bool { String(describing: type(of: number)).contains("Boolean") }
}
