import Foundation

// TrackPlan beside Segment's analytics-swift 1.10.0: total time per event until stored, for the same 100k events.
// Rounds alternate the contestants' order; each round is its own process. Prints figures only.
do {
    let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
    if let contestant = arguments.round {
        print(try runRound(contestant, arguments).line)
        exit(0)
    }
    let machine = ProcessInfo.processInfo
    say(
        "segment-side-by-side: \(arguments.events) events (+\(arguments.warmUp) warm-up), \(arguments.rounds) rounds, "
            + "\(machine.activeProcessorCount) cores, load average \((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?")"
    )
    var report = Report()
    for round in 1...arguments.rounds {
        let order = round % 2 == 1 ? arguments.contestants : arguments.contestants.reversed()
        for contestant in order { report.add(try runChild(contestant, arguments, round: round), round: round) }
    }
    report.printSummary()
} catch {
    FileHandle.standardError.write(Data("segment-side-by-side: \(error)\n".utf8))
    exit(1)
}
