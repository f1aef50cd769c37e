import TestSupport
import Testing
import TrackPlanCheck
import TrackPlanModel

/// Random damage to the example plan's bytes (truncations, flipped bytes, duplicated spans): every load must end
/// with a plan or with error diagnostics. A crash or a hang fails the run. Seeded, so failures reproduce.
@Suite struct MutationRobustnessTests {
    static let caseCount = 3000
    static let batches = 6

    static let alwaysLoaded: Set<String> = ["trackplan.json", "consent.json", "properties.json"]

    enum Damage: CaseIterable { case truncate, flipByte, duplicateSpan, deleteSpan }

    static func damaged(_ bytes: [UInt8], _ damage: Damage, using generator: inout SplitMix64) -> [UInt8] {
        guard !bytes.isEmpty else { return bytes }
        let start = Int.random(in: 0..<bytes.count, using: &generator)
        let end = min(bytes.count, start + Int.random(in: 1...64, using: &generator))
        switch damage {
        case .truncate: return Array(bytes[..<start])
        case .flipByte:
            var copy = bytes
            copy[start] ^= UInt8.random(in: 1...255, using: &generator)
            return copy
        case .duplicateSpan: return Array(bytes[..<end] + bytes[start...])
        case .deleteSpan: return Array(bytes[..<start] + bytes[end...])
        }
    }

    @Test(.timeLimit(.minutes(20)), arguments: 0..<batches)
    func everyDamagedPlanEndsWithAPlanOrErrors(batch: Int) throws {
        let original = try PlanFixtures.directory("Schemas")
        var generator = SplitMix64(seed: UInt64(batch) &* 7919 &+ 1)
        for index in 0..<(Self.caseCount / Self.batches) {
            // The damaged file plus the files every other file leans on, to keep each load small.
            let target = original.indices.randomElement(using: &generator)!
            var files = original.enumerated().filter { $0.offset == target || Self.alwaysLoaded.contains($0.element.path) }.map(\.element)
            let damagedIndex = files.firstIndex { $0.path == original[target].path }!
            let damage = Damage.allCases.randomElement(using: &generator)!
            files[damagedIndex].bytes = Self.damaged(files[damagedIndex].bytes, damage, using: &generator)
            let result = PlanLoader().load(files)
            let ended = result.plan != nil || result.diagnostics.hasErrors
            #expect(ended, "batch \(batch) case \(index): \(damage) of \(files[damagedIndex].path) gave neither a plan nor errors")
            if !ended { return }
        }
    }
}
