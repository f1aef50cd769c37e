/// What a step script run killed at one crash point promised, read from its transcript: which acknowledged events
/// must arrive, which must not (purged by a withdrawal or a `forget()` that returned), and which may go either way
/// (purged by the call the kill interrupted).
///
/// The script's events are `plain` (no consent category) or `analytics`; `withdraw` purges the queued `analytics`
/// events, `forget` those of the current identity generation (raised by `forget`, `reset` and `identify` with a
/// user other than the current one). A `flush`, `drain` or `forget` that returned delivered everything queued
/// before it (the collector is healthy), so a purge after it finds none of those.
struct CrashPointModel {
    enum Fate: Equatable {
        case arrives, purged, either
        /// Purged by a `forget()` the kill interrupted: it must not arrive once that call's forget request did
        /// (the request is saved first, so the start finishes the purge), and must arrive otherwise; a request of
        /// an earlier `forget()` of the same user says nothing about it.
        case purgedIfForgotten(user: String)
    }

    private(set) var fates: [Int: Fate] = [:]
    /// How many `forget()` calls of each user returned in the run (each one's request reaches the collector).
    private var returnedForgets: [String: Int] = [:]

    init(transcript: [String]) {
        var names: [String] = []
        var finished: Set<Int> = []
        var events: [(number: Int, step: Int, kind: String)] = []
        for line in transcript {
            let words = line.split(separator: " ").map(String.init)
            switch words.first {
            case "step": names.append(words.dropFirst(2).joined(separator: " "))
            case "done": if let index = Int(words[1]) { finished.insert(index) }
            case "ack": if let number = Int(words[1]) { events.append((number, names.count - 1, words[2])) }
            default: break
            }
        }
        // The identity generation in effect while each step runs.
        var generations: [Int] = []
        var users: [String?] = []
        // Whose each generation was, as each step starts (`forget()` purges every generation of its user).
        var owners: [[Int: String]] = []
        var owner: [Int: String] = [:]
        var generation = 0
        var user: String?
        for name in names {
            generations.append(generation)
            users.append(user)
            owners.append(owner)
            let words = name.split(separator: " ").map(String.init)
            switch words[0] {
            case "identify":
                if let user, user != words[1] { generation += 1 }
                user = words[1]
                owner[generation] = words[1]
            case "reset":
                generation += 1
                user = nil
            case "forget":
                if let user, finished.contains(generations.count - 1) { returnedForgets[user, default: 0] += 1 }
                if let user { owner = owner.filter { $0.value != user } }
                generation += 1
                user = nil
            default: break
            }
        }
        for event in events {
            var fate = Fate.arrives
            for later in names.indices where later > event.step {
                let name = names[later]
                let eventGeneration = generations[event.step]
                let forgetsIt =
                    generations[later] == eventGeneration || (users[later] != nil && owners[later][eventGeneration] == users[later])
                let purges = (name == "withdraw" && event.kind == "analytics") || (name == "forget" && forgetsIt)
                if purges {
                    if finished.contains(later) {
                        fate = .purged
                    } else if name == "forget", let user = users[later] {
                        fate = .purgedIfForgotten(user: user)
                    } else {
                        fate = .either
                    }
                    break
                }
                // Delivered by it, or by the recovery when the kill cut it short: arrives either way.
                if name == "flush" || name == "drain" || name == "forget" { break }
            }
            fates[event.number] = fate
        }
    }

    /// The users whose interrupted `forget()` request reached the collector, given the users of the requests it
    /// accepted (one per `Idempotency-Key`): a user forgotten earlier in the run, signed in again and forgotten by
    /// the interrupted call has one request more than the calls that returned.
    func forgotten(requests: [String]) -> Set<String> {
        let counts = Dictionary(requests.map { ($0, 1) }, uniquingKeysWith: +)
        return Set(counts.filter { $0.value > returnedForgets[$0.key, default: 0] }.keys)
    }
}
