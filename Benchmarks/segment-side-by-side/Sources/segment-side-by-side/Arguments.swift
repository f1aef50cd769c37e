/// `segment-side-by-side [--rounds R] [--events N] [--warm-up W] [--only a,b]`, or, in a child process,
/// `segment-side-by-side round <contestant> [--events N] [--warm-up W]`.
struct Arguments {
    static let usage =
        "segment-side-by-side [--rounds 5] [--events 100000] [--warm-up 1000] [--only trackplan,segment-dictionary,segment-codable]"

    var rounds = 5
    var events = 100_000
    var warmUp = 1_000
    var contestants = Contestant.allCases
    /// Set in a child: run this one round and print its `result` line.
    var round: Contestant?

    init(_ arguments: [String]) throws(HarnessError) {
        var rest = arguments[...]
        if rest.first == "round" {
            rest.removeFirst()
            guard let name = rest.popFirst(), let contestant = Contestant(rawValue: name) else { throw .usage(Self.usage) }
            round = contestant
        }
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw .usage(Self.usage) }
            switch flag {
            case "--rounds": rounds = try Self.count(value, atLeast: 1)
            case "--events": events = try Self.count(value, atLeast: 1)
            case "--warm-up": warmUp = try Self.count(value, atLeast: 0)
            case "--only":
                contestants = try value.split(separator: ",").map { name throws(HarnessError) in
                    guard let contestant = Contestant(rawValue: String(name)) else { throw .usage(Self.usage) }
                    return contestant
                }
            default: throw .usage(Self.usage)
            }
        }
    }

    private static func count(_ text: String, atLeast minimum: Int) throws(HarnessError) -> Int {
        guard let value = Int(text.replacingOccurrences(of: "_", with: "")), value >= minimum else { throw .usage(usage) }
        return value
    }

    /// The child's arguments for one round.
    func childArguments(_ contestant: Contestant) -> [String] {
        ["round", contestant.rawValue, "--events", String(events), "--warm-up", String(warmUp)]
    }
}
