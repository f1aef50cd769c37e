import TrackPlanModel

/// Lengths, ranges, `multipleOf`, item counts, `uniqueItems`, `pattern` and `format`. Constraints are checked at
/// run time, not by the Swift type, so only `format` can break source (it picks Date, URL or UUID).
extension ChangeCollector {
    mutating func compareString(_ old: StringConstraints, _ new: StringConstraints, enumerated: Bool, at place: Place) {
        compareBound("minLength", old.minLength.map(Double.init), new.minLength.map(Double.init), isLower: true, at: place)
        compareBound("maxLength", old.maxLength.map(Double.init), new.maxLength.map(Double.init), isLower: false, at: place)
        var pattern: Place { place.child("pattern") }
        switch (old.pattern, new.pattern) {
        case (nil, let added?):
            report(RuleCatalog.constraintTightened, .tightened, at: pattern, "pattern \(added) was added")
        case (let removed?, nil):
            report(RuleCatalog.constraintLoosened, .loosened, at: pattern, "pattern \(removed) was removed")
        case (let before?, let after?) where before != after:
            report(
                RuleCatalog.patternChanged, Verdicts(backward: true, forward: true), at: pattern,
                "pattern changed from \(before) to \(after); neither is known to contain the other")
        default:
            break
        }
        guard old.format != new.format else { return }
        let oldSwift = SwiftTypes.stringType(old.format), newSwift = SwiftTypes.stringType(new.format)
        let source = !enumerated && oldSwift != newSwift
        let swiftNote = source ? "; Swift \(oldSwift) becomes \(newSwift)" : ""
        report(
            RuleCatalog.formatChanged, Verdicts(source: source, backward: new.format != nil, forward: old.format != nil),
            at: place.child("format"),
            "format changed from \(old.format?.rawValue ?? "none") to \(new.format?.rawValue ?? "none")\(swiftNote)")
    }

    mutating func compareNumeric(_ old: NumericConstraints, _ new: NumericConstraints, at place: Place) {
        compareBound("minimum", old.minimum, new.minimum, isLower: true, at: place)
        compareBound("exclusiveMinimum", old.exclusiveMinimum, new.exclusiveMinimum, isLower: true, at: place)
        compareBound("maximum", old.maximum, new.maximum, isLower: false, at: place)
        compareBound("exclusiveMaximum", old.exclusiveMaximum, new.exclusiveMaximum, isLower: false, at: place)
        var keyword: Place { place.child("multipleOf") }
        switch (old.multipleOf, new.multipleOf) {
        case (nil, let added?):
            report(RuleCatalog.constraintTightened, .tightened, at: keyword, "multipleOf \(number(added)) was added")
        case (let removed?, nil):
            report(RuleCatalog.constraintLoosened, .loosened, at: keyword, "multipleOf \(number(removed)) was removed")
        case (let before?, let after?) where before != after:
            let message = "multipleOf changed from \(number(before)) to \(number(after))"
            if DecimalMultiple.isMultiple(after, of: before) {
                report(RuleCatalog.constraintTightened, .tightened, at: keyword, message)
            } else if DecimalMultiple.isMultiple(before, of: after) {
                report(RuleCatalog.constraintLoosened, .loosened, at: keyword, message)
            } else {
                report(RuleCatalog.constraintChanged, Verdicts(backward: true, forward: true), at: keyword, message)
            }
        default:
            break
        }
    }

    mutating func compareArray(_ old: ArrayShape, _ new: ArrayShape, at place: Place, what: @autoclosure () -> String) {
        compareBound("minItems", old.minItems.map(Double.init), new.minItems.map(Double.init), isLower: true, at: place)
        compareBound("maxItems", old.maxItems.map(Double.init), new.maxItems.map(Double.init), isLower: false, at: place)
        if old.uniqueItems != new.uniqueItems {
            let keyword = place.child("uniqueItems")
            if new.uniqueItems {
                report(RuleCatalog.constraintTightened, .tightened, at: keyword, "items must now be unique")
            } else {
                report(RuleCatalog.constraintLoosened, .loosened, at: keyword, "items no longer need to be unique")
            }
        }
        let items = place.items(old: old.items, new: new.items)
        compareSchema(old.items, new.items, at: items, what: "the items of \(what())")
    }

    /// A lower bound (`minimum`, `minLength`, `minItems`) tightens when it rises or appears; an upper bound when
    /// it falls or appears.
    mutating func compareBound(_ keyword: String, _ old: Double?, _ new: Double?, isLower: Bool, at place: Place) {
        guard old != new else { return }
        let keywordPlace = place.child(keyword)
        let tightens: Bool
        let message: String
        switch (old, new) {
        case (nil, let added?):
            tightens = true
            message = "\(keyword) \(number(added)) was added"
        case (let removed?, nil):
            tightens = false
            message = "\(keyword) \(number(removed)) was removed"
        case (let before?, let after?):
            tightens = isLower ? after > before : after < before
            message = "\(keyword) changed from \(number(before)) to \(number(after))"
        default:
            return
        }
        if tightens {
            report(RuleCatalog.constraintTightened, .tightened, at: keywordPlace, message)
        } else {
            report(RuleCatalog.constraintLoosened, .loosened, at: keywordPlace, message)
        }
    }

    func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
