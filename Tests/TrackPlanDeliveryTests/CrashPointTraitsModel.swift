/// Whose remembered traits (`context.traits.marker`, set by a script's `identify <user> traits`) each event of a
/// step script run killed at one crash point must carry, read from its transcript.
///
/// `identify <user> traits` makes them the user's; `identify` with another user, `reset` and `forget` clear them.
/// An event tracked during a step carries the traits in effect then, exactly. After the crash, the traits are
/// those before or after the step the kill interrupted; but once an interrupted `forget()`'s request reached the
/// collector, the start finished it, so none.
struct CrashPointTraitsModel {
    /// The marker each acknowledged event of the run must carry (nil: no remembered traits).
    private(set) var markers: [Int: String?] = [:]
    /// The markers events tracked after the crash may carry, before the interrupted step and after it.
    private var aroundCrash: [String?] = []
    /// The user of the `forget()` the kill interrupted.
    private var interruptedForget: String?

    init(transcript: [String]) {
        var traits: String?
        var user: String?
        var finished = true
        for line in transcript {
            let words = line.split(separator: " ").map(String.init)
            switch words.first {
            case "step":
                let step = Array(words.dropFirst(2))
                let before = traits
                finished = false
                interruptedForget = step.first == "forget" ? user : nil
                switch step.first {
                case "identify":
                    if step.count > 2 {
                        traits = step[1]
                    } else if step[1] != user {
                        traits = nil
                    }
                    user = step[1]
                case "reset", "forget":
                    traits = nil
                    user = nil
                default: break
                }
                aroundCrash = [before, traits]
            case "done": finished = true
            case "ack": if let number = Int(words[1]) { markers[number] = traits }
            default: break
            }
        }
        if finished {
            aroundCrash = [traits]
            interruptedForget = nil
        }
    }

    /// The markers an event tracked after the crash may carry, given the users whose forget request arrived.
    func allowedAfterCrash(forgotten: Set<String>) -> [String?] {
        if let interruptedForget, forgotten.contains(interruptedForget) { return [nil] }
        return aroundCrash
    }

    /// Each event of the run (`point`'s probe numbers) that carries other traits than it must, as a sentence:
    /// the run's own events exactly those in effect when tracked; those tracked after the crash (`after`) the
    /// traits before or after the interrupted step, never those of a user whose `forget()` request arrived.
    func violations(in accepted: [CrashPointSessions.Object], point: Int, after: Set<Int>, forgotten: Set<String>) -> [String] {
        let allowedAfter = allowedAfterCrash(forgotten: forgotten)
        var problems: [String] = []
        for event in accepted {
            guard let number = CrashPointSessions.number(event), number / 1_000 == point else { continue }
            let marker = Self.marker(event)
            if let expected = markers[number], marker != expected {
                problems.append("event \(number) carries the traits of \(marker ?? "nobody"), not \(expected ?? "nobody")")
            } else if after.contains(number), !allowedAfter.contains(marker) {
                problems.append("event \(number), after the crash, carries the traits of \(marker ?? "nobody")")
            }
        }
        return problems
    }

    /// `context.traits.marker`: whose remembered traits the event carries.
    static func marker(_ event: CrashPointSessions.Object) -> String? {
        ((event["context"] as? [String: Any])?["traits"] as? [String: Any])?["marker"] as? String
    }
}
