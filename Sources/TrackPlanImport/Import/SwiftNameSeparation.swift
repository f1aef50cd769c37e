import TrackPlanModel

/// Keeps names that become one Swift identifier apart: the later one gets an `x-swift-name` with a number, noted.
enum SwiftNameSeparation {
    /// `members` are events (`member: false`, type names) or properties (`member: true`, member names).
    static func separate(_ members: [PlanJSON.Member], member: Bool, at place: String, report: inout ImportReport) -> [PlanJSON.Member] {
        var taken: [String: String] = [:]
        return members.map { entry in
            let written = entry.value["x-swift-name"]?.stringValue
            let derived = written ?? (member ? SwiftNames.memberName(entry.key) : SwiftNames.typeName(entry.key))
            guard let first = taken[derived] else {
                taken[derived] = entry.key
                return entry
            }
            var number = 2
            while taken["\(derived)\(number)"] != nil { number += 1 }
            let name = "\(derived)\(number)"
            taken[name] = entry.key
            report.note(
                member ? "\(place).\(entry.key)" : entry.key, "Swift name",
                "'\(entry.key)' and '\(first)' both become '\(derived)' in Swift; this one is '\(name)' (x-swift-name)")
            guard var fields = entry.value.members else { return entry }
            fields.removeAll { $0.key == "x-swift-name" }
            let position = fields.firstIndex { !["$comment", "x-wire-name"].contains($0.key) } ?? fields.count
            fields.insert(PlanJSON.Member("x-swift-name", .string(name)), at: position)
            return PlanJSON.Member(entry.key, .object(fields))
        }
    }
}
