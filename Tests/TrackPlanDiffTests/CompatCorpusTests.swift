import Foundation
import PlanTestSupport
import TestSupport
import Testing
import TrackPlanDiff
import TrackPlanModel

/// The external compatibility corpus (Fixtures/Compat, converted by scripts/convert-compat-corpus.py): our
/// changes and verdicts beside the upstream tools'. Where we differ on purpose, `differs` says why (and
/// Docs/Diff.md repeats it).
@Suite("External compatibility corpus")
struct CompatCorpusTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var folder: String
        /// Our changes, `rule-id path SBF` as in the rule fixtures (default mode: backward, closed).
        var ours: [String]
        var differs: String?
        var testDescription: String { folder }
    }

    static let v = "/events/Case/properties/value"
    static let cases: [Case] = [
        Case(folder: "jsoncompat/additionalprops_reduced", ours: ["additional-properties-closed /events/Case/additionalProperties -B-"]),
        Case(folder: "jsoncompat/complex_optional_prop_added", ours: ["property-added-optional /events/Case/properties/description --F"]),
        Case(folder: "jsoncompat/complex_required_prop_added", ours: ["property-added-required /events/Case/properties/description SBF"]),
        Case(folder: "jsoncompat/const_changed", ours: ["const-changed /events/Case/properties/kind/const -BF"]),
        Case(folder: "jsoncompat/enum_expanded", ours: ["enum-value-added \(v)/enum --F"]),
        Case(folder: "jsoncompat/enum_narrowed", ours: ["enum-value-removed \(v)/enum SB-"]),
        Case(
            folder: "jsoncompat/format_annotation_changed", ours: ["format-changed \(v)/format SBF"],
            differs: "format is an assertion for us: it picks the Swift type (UUID here) and the runtime validates it"),
        Case(folder: "jsoncompat/integer_to_number", ours: ["type-widened \(v)/type S-F"]),
        Case(folder: "jsoncompat/maxlength_relaxed", ours: ["constraint-loosened \(v)/maxLength --F"]),
        Case(folder: "jsoncompat/minlength_tighten", ours: ["constraint-tightened \(v)/minLength -B-"]),
        Case(folder: "jsoncompat/nullability_added", ours: ["nullable-added \(v)/type --F"]),
        Case(folder: "jsoncompat/optional_to_required", ours: ["property-made-required /events/Case/properties/id SB-"]),
        Case(folder: "jsoncompat/required_to_optional", ours: ["property-made-required /events/Case/properties/id SB-"]),
        Case(folder: "jsoncompat/type_change_string_number", ours: ["type-changed \(v)/type SBF"]),
        Case(folder: "getsentry/additional_properties__restrict", ours: ["additional-properties-closed /events/Case/additionalProperties -B-"]),
        Case(folder: "getsentry/enum__add", ours: ["enum-value-added \(v)/enum --F"]),
        Case(folder: "getsentry/enum__add_constraint", ours: ["enum-constraint-added \(v)/enum SB-"]),
        Case(folder: "getsentry/enum__remove", ours: ["enum-value-removed \(v)/enum SB-"]),
        Case(folder: "getsentry/enum__remove_constraint", ours: ["enum-constraint-removed \(v)/enum S-F"]),
        Case(folder: "getsentry/max_length__max_length_decrease", ours: ["constraint-tightened \(v)/maxLength -B-"]),
        Case(folder: "getsentry/max_length__max_length_increase", ours: ["constraint-loosened \(v)/maxLength --F"]),
        Case(folder: "getsentry/pattern__pattern_change", ours: ["pattern-changed \(v)/pattern -BF"]),
        Case(
            folder: "getsentry/properties__add", ours: ["property-added-optional /events/Case/properties/world ---"],
            differs: "lenient about open objects: data that used an unlisted name was never part of the contract"),
        Case(folder: "getsentry/properties__remove", ours: ["property-removed /events/Case/properties/world S--"]),
        Case(
            folder: "getsentry/properties__remove_property_while_allowing_additional_properties",
            ours: ["property-removed /events/Case/properties/foobar S--"]),
        Case(folder: "getsentry/required__add", ours: ["property-made-required \(v) SB-"]),
        Case(folder: "getsentry/required__drop", ours: ["property-made-optional \(v) --F"]),
        Case(folder: "getsentry/type__integer_to_number", ours: ["type-widened \(v)/type S-F"]),
        Case(folder: "getsentry/type__number_to_integer", ours: ["type-narrowed \(v)/type SB-"]),
    ]

    struct Theirs: Decodable {
        var backwardCompatible: Bool
        var forwardCompatible: Bool?
    }

    @Test(arguments: cases)
    func ourVerdictsBesideTheirs(_ fixture: Case) throws {
        let folder = diffFixtures.appendingPathComponent("Compat/\(fixture.folder)")
        let changes = PlanDiffer().changes(
            from: try PlanFiles.load(folder.appendingPathComponent("old")), to: try PlanFiles.load(folder.appendingPathComponent("new")))
        #expect(changes.map(RuleCase.describe) == fixture.ours)

        let theirs = try JSONDecoder().decode(Theirs.self, from: Data(contentsOf: folder.appendingPathComponent("theirs.json")))
        let backward = !changes.contains { $0.verdicts.breaksBackward }
        let forward = !changes.contains { $0.verdicts.breaksForward }
        let agrees = backward == theirs.backwardCompatible && (theirs.forwardCompatible.map { $0 == forward } ?? true)
        #expect(agrees == (fixture.differs == nil), "ours: backward \(backward), forward \(forward); theirs: \(theirs)")
    }

    @Test func everyConvertedCaseIsListed() throws {
        var folders: [String] = []
        for source in ["jsoncompat", "getsentry"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: diffFixtures.appendingPathComponent("Compat/\(source)").path)
            folders += names.filter { !$0.contains(".") }.map { "\(source)/\($0)" }
        }
        #expect(folders.sorted() == Self.cases.map(\.folder).sorted())
    }

    @Test func snowplowApplicationError100To102IsNotBreaking() throws {
        let folder = diffFixtures.appendingPathComponent("Compat/snowplow/application_error")
        let report = PlanComparison(today: "2026-11-22").compare(
            try PlanFiles.load(folder.appendingPathComponent("old")), try PlanFiles.load(folder.appendingPathComponent("new")))
        #expect(!report.isBreaking)
        #expect(report.findings.map(\.rule.id) == Array(repeating: "property-added-optional", count: 3))
        #expect(report.version.requiredBump == .minor && report.version.isSatisfied)
    }
}

/// `Tests/TrackPlanDiffTests/Fixtures`.
private let diffFixtures = BuildProducts.packageRoot.appendingPathComponent("Tests/TrackPlanDiffTests/Fixtures")
