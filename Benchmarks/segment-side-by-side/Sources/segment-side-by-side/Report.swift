import Foundation

/// The figures: each round as it ends, then the median per contestant and Segment's time over TrackPlan's.
struct Report {
    private(set) var results: [Contestant: [RoundResult]] = [:]

    mutating func add(_ result: RoundResult, round: Int) {
        results[result.contestant, default: []].append(result)
        say(
            String(
                format: "round %d: %@ %9.3f µs/event  (%.3f s for %d events, %d stored)", round, padded(result.contestant),
                result.nanosecondsPerEvent / 1000, Double(result.nanoseconds) / 1e9, result.events, result.stored))
    }

    func median(_ contestant: Contestant) -> Double? {
        guard let sorted = results[contestant]?.map(\.nanosecondsPerEvent).sorted(), !sorted.isEmpty else { return nil }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    func printSummary() {
        say("median of \(results.values.first?.count ?? 0) rounds, total time per event until stored:")
        for contestant in Contestant.allCases {
            guard let median = median(contestant) else { continue }
            say(String(format: "  %@ %9.3f µs/event", padded(contestant), median / 1000))
        }
        guard let trackPlan = median(.trackplan) else { return }
        let segment = [Contestant.segmentDictionary, .segmentCodable].compactMap { contestant in median(contestant).map { (contestant, $0) } }
        for (contestant, median) in segment {
            say(String(format: "ratio %@ / trackplan: %.1fx", contestant.rawValue as NSString, median / trackPlan))
        }
        if let fastest = segment.min(by: { $0.1 < $1.1 }) {
            say(String(format: "ratio (Segment's faster form, %@): %.1fx", fastest.0.rawValue as NSString, fastest.1 / trackPlan))
        }
    }

    private func padded(_ contestant: Contestant) -> NSString {
        contestant.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0) as NSString
    }
}

/// One line to standard output, unbuffered: each round's figures appear as it ends, also in a file or a pipe.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
