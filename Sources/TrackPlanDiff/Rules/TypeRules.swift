import TrackPlanModel

/// One value's schema: annotations, nullability, the type itself, then the type's constraints, enum and const.
extension ChangeCollector {
    mutating func compareSchema(_ old: Schema, _ new: Schema, at place: Place, what: @autoclosure () -> String) {
        compareAnnotations(description: (old.description, new.description), deprecation: (old.deprecation, new.deprecation), at: place, what: what())
        if !old.isNullable, new.isNullable {
            report(RuleCatalog.nullableAdded, .loosened, at: place.child("type"), "\(what()) may now be null")
        } else if old.isNullable, !new.isNullable {
            report(RuleCatalog.nullableRemoved, Verdicts.tightened.source(true), at: place.child("type"), "\(what()) may no longer be null")
        }
        switch (old.type, new.type) {
        case (.string(let a), .string(let b)):
            compareString(a, b, enumerated: old.enumValues != nil || new.enumValues != nil, at: place)
        case (.integer(let a), .integer(let b)), (.number(let a), .number(let b)):
            compareNumeric(a, b, at: place)
        case (.integer(let a), .number(let b)):
            report(
                RuleCatalog.typeWidened, Verdicts.loosened.source(true), at: place.child("type"),
                "\(what()) is now a number (was an integer); Swift Int becomes Double")
            compareNumeric(a, b, at: place)
        case (.number(let a), .integer(let b)):
            report(
                RuleCatalog.typeNarrowed, Verdicts.tightened.source(true), at: place.child("type"),
                "\(what()) is now an integer (was a number); Swift Double becomes Int")
            compareNumeric(a, b, at: place)
        case (.boolean, .boolean):
            break
        case (.object(let a), .object(let b)):
            compareObject(a, b, at: place)
        case (.array(let a), .array(let b)):
            compareArray(a, b, at: place, what: what())
        case (.any, .any):
            break
        case (.map(let a), .map(let b)):
            compareMap(a, b, at: place, what: what())
        case (.union(let a), .union(let b)):
            compareUnion(a, b, at: place, what: what())
        default:
            report(
                RuleCatalog.typeChanged, .breaksAll, at: place.child("type"),
                "\(what()) is now \(new.type.nameWithArticle) (was \(old.type.nameWithArticle))")
            return
        }
        compareEnum(old.enumValues, new.enumValues, at: place, what: what())
        compareConst(old.constValue, new.constValue, at: place, what: what())
        compareSharedType(old, new, at: place, what: what())
    }

    /// An enum or object from a `$ref` becomes one shared Swift type; inlined, it becomes a nested type. Moving
    /// between the two renames the type app code may mention.
    private mutating func compareSharedType(_ old: Schema, _ new: Schema, at place: Place, what: @autoclosure () -> String) {
        guard old.reference?.name != new.reference?.name, SwiftTypes.isNamedType(old) || SwiftTypes.isNamedType(new) else { return }
        let describe = { (reference: SchemaReference?) in reference.map { "the shared definition '\($0.name)'" } ?? "its own nested type" }
        report(
            RuleCatalog.sharedTypeChanged, Verdicts(source: true), at: place.child("$ref"),
            "\(what()) now uses \(describe(new.reference)) instead of \(describe(old.reference))")
    }

    private mutating func compareEnum(_ old: [ScalarValue]?, _ new: [ScalarValue]?, at place: Place, what: @autoclosure () -> String) {
        var keyword: Place { place.child("enum") }
        switch (old, new) {
        case (nil, nil):
            return
        case (nil, let values?):
            report(
                RuleCatalog.enumConstraintAdded, Verdicts.tightened.source(true), at: keyword,
                "\(what()) is now limited to \(list(values))")
        case (_?, nil):
            report(RuleCatalog.enumConstraintRemoved, Verdicts.loosened.source(true), at: keyword, "\(what()) is no longer limited to an enum")
        case (let before?, let after?):
            let removed = before.filter { !after.contains($0) }
            let added = after.filter { !before.contains($0) }
            if !removed.isEmpty {
                report(
                    RuleCatalog.enumValueRemoved, Verdicts.tightened.source(true), at: keyword,
                    "\(what()) no longer allows \(list(removed))")
            }
            if !added.isEmpty {
                report(RuleCatalog.enumValueAdded, .loosened, at: keyword, "\(what()) now also allows \(list(added))")
            }
        }
    }

    private mutating func compareConst(_ old: ScalarValue?, _ new: ScalarValue?, at place: Place, what: @autoclosure () -> String) {
        var keyword: Place { place.child("const") }
        switch (old, new) {
        case (let before?, let after?) where before != after:
            // A const is not a parameter in Swift: the generated code sends the new value by itself.
            report(
                RuleCatalog.constChanged, Verdicts(backward: true, forward: true), at: keyword,
                "\(what()) is now always \(after) (was \(before))")
        case (nil, let after?):
            report(RuleCatalog.constAdded, Verdicts.tightened.source(true), at: keyword, "\(what()) is now always \(after)")
        case (let before?, nil):
            report(RuleCatalog.constRemoved, Verdicts.loosened.source(true), at: keyword, "\(what()) is no longer always \(before)")
        default:
            return
        }
    }

    private func list(_ values: [ScalarValue]) -> String {
        values.map(\.description).joined(separator: ", ")
    }
}
