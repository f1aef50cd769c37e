import TrackPlanModel

/// Keeps names that become one Swift identifier apart: the later one gets an `x-swift-name` with a number, noted.
/// Names are derived by the naming authority (`PlanNames`), so the importer separates exactly what lint would reject.
enum SwiftNameSeparation {
    /// What the separated members are, which decides how their Swift names are derived.
    enum Role {
        case event, screen, property

        func swiftName(key: String, written: String?) -> String {
            switch self {
            case .event: PlanNames.eventType(key: key, swiftName: written)
            case .screen: PlanNames.screenType(key: key, swiftName: written)
            case .property: written ?? SwiftNames.memberName(key)
            }
        }

        /// The `number`th spelling of `name`; a screen keeps its `Screen` suffix last (`Cart2Screen`).
        func numbered(_ name: String, _ number: Int) -> String {
            guard self == .screen, name.hasSuffix("Screen") else { return "\(name)\(number)" }
            return "\(name.dropLast("Screen".count))\(number)Screen"
        }
    }

    static func separate(_ members: [PlanJSON.Member], as role: Role, at place: String, report: inout ImportReport) -> [PlanJSON.Member] {
        let member = role == .property
        var taken: [String: String] = [:]
        return members.map { entry in
            let written = entry.value["x-swift-name"]?.stringValue
            let derived = role.swiftName(key: entry.key, written: written)
            guard let first = taken[derived] else {
                taken[derived] = entry.key
                return entry
            }
            var number = 2
            while taken[role.numbered(derived, number)] != nil { number += 1 }
            let name = role.numbered(derived, number)
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
