import TestSupport
import Testing

@testable @_spi(Generated) import TrackPlan

/// `PatternProgram.closure` finds, with one addition, what letting each complete step start the next one, step by
/// step in order, finds: for steps that must occur, steps that may be skipped (`min` 0) in a chain, unbounded
/// steps, and a program of all 64 states.
@Suite struct PatternProgramClosureTests {
    typealias Step = PatternProgram.Step

    static let programs: [[Step]] = [
        [Step(ranges: [65, 90], min: 3, max: 3), Step(ranges: [45, 45]), Step(ranges: [48, 57], min: 4, max: 8)],
        [Step(ranges: [97, 97], min: 0, max: 1), Step(ranges: [98, 98], min: 0, max: nil), Step(ranges: [99, 99], min: 0, max: 2)],
        [Step(ranges: [97, 97], min: 1, max: nil), Step(ranges: [98, 98], min: 0, max: 0), Step(ranges: [99, 99], min: 2, max: nil)],
        [
            Step(ranges: [97, 97], min: 0, max: 3), Step(ranges: [98, 98], min: 0, max: 1), Step(ranges: [99, 99]), Step(ranges: [100, 100], min: 0),
        ],
        [Step(ranges: [97, 97], min: 10, max: 62)],
        [Step(ranges: [97, 97], min: 0, max: 31), Step(ranges: [98, 98], min: 0, max: 30)],
        [],
    ]

    /// The rule as written: each complete step, in order, lets the next one start.
    static func reference(_ states: UInt64, _ rows: [PatternProgram.Row]) -> UInt64 {
        var states = states
        for row in rows where states & row.done != 0 { states |= row.next }
        return states
    }

    @Test(arguments: programs.indices)
    func closureIsTheStepByStepRule(index: Int) {
        let program = PatternProgram(anchoredStart: false, anchoredEnd: false, steps: Self.programs[index])
        var random = SplitMix64(seed: UInt64(index) + 22)
        let width = PatternProgram.stateCount(Self.programs[index])
        let mask = width >= 64 ? UInt64.max : (UInt64(1) << UInt64(width)) - 1
        let singles = (0..<width).map { UInt64(1) << UInt64($0) }
        for states in singles + (0..<2000).map({ _ in random.next() & mask }) {
            #expect(
                PatternProgram.closure(states, done: program.doneStates, next: program.nextStates) == Self.reference(states, program.rows),
                "program \(index), states \(String(states, radix: 2))")
        }
    }
}
