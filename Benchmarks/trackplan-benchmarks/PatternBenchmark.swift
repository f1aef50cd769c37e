import Foundation
@_spi(Generated) import TrackPlan

/// `pattern [events] [rounds]`: `track` of an event shaped as the generator emits it, without a `pattern`, with
/// one checked by a `Regex` (generated code before `PatternProgram`), and with one checked by a `PatternProgram`
/// (generated code now), for an order id (`^[A-Z]{2}-[0-9]{4,8}$`) and an email-like pattern. Variants alternate
/// round by round in one process, so load changes hit them alike. Prints medians only.
@Sendable func patternBenchmark(_ arguments: [String]) throws {
    let events = arguments.first.flatMap(Int.init) ?? 50_000
    let rounds = arguments.dropFirst().first.flatMap(Int.init) ?? 10

    let directory = benchmarkDirectory("pattern")
    defer { try? FileManager.default.removeItem(at: directory) }
    let client = try TrackPlanClient.start(collectorDownOptions(directory: directory))
    let variants: [(String, [PatternOrder])] = [
        ("no pattern", (0..<1024).map { PatternOrder(index: $0, check: .none) }),
        ("order id, Regex", (0..<1024).map { PatternOrder(index: $0, check: .orderIdRegex) }),
        ("order id, PatternProgram", (0..<1024).map { PatternOrder(index: $0, check: .orderIdProgram) }),
        ("email, Regex", (0..<1024).map { PatternOrder(index: $0, check: .emailRegex) }),
        ("email, PatternProgram", (0..<1024).map { PatternOrder(index: $0, check: .emailProgram) }),
    ]
    var histograms = Array(repeating: LatencyHistogram(), count: variants.count)
    for (_, samples) in variants { for index in 0..<10_000 { client.track(samples[index & 1023]) } }  // warm up
    for _ in 0..<rounds {
        for (variant, (_, samples)) in variants.enumerated() {
            for index in 0..<events {
                let before = monotonicNanos()
                client.track(samples[index & 1023])
                histograms[variant].record(monotonicNanos() - before)
            }
        }
    }
    print("pattern: \(rounds) alternating rounds of \(events) events per variant, 5-property event, file store, collector down")
    let plain = Double(histograms[0].percentile(0.5))
    for (variant, (name, _)) in variants.enumerated() {
        let median = histograms[variant].percentile(0.5)
        print(
            String(
                format: "pattern: %@: median %d ns, p90 %d ns (%+.0f%% against no pattern)", name, median,
                histograms[variant].percentile(0.9), (Double(median) / plain - 1) * 100))
    }
    print("pattern: dropped \(client.stats().dropped)")
}

/// Which `pattern` check `PatternOrder.validate` makes.
enum PatternCheck {
    case none, orderIdRegex, orderIdProgram, emailRegex, emailProgram
}

/// An event as the generator writes it (validator calls, encoder calls), with the pattern check chosen per variant.
struct PatternOrder: TrackedEvent {
    static let kind = EventKind.track
    static let wireName = "Order Placed"
    static let consentCategory: String? = nil

    var orderId: String
    var email: String
    var total: Double
    var itemCount: Int
    var channel: String
    var check: PatternCheck

    init(index: Int, check: PatternCheck) {
        orderId = "AB-\(10_000 + index)"
        email = "customer\(index)@example.com"
        total = 42.5 + Double(index % 100)
        itemCount = 1 + index % 7
        channel = "ios"
        self.check = check
    }

    /// Today's generated form before `PatternProgram`: a `Regex` compiled once per process.
    nonisolated(unsafe) private static let orderIdRegex: Regex<AnyRegexOutput> = try! Regex(#"\A[A-Z]{2}-[0-9]{4,8}\z"#)
        .matchingSemantics(.unicodeScalar)
    nonisolated(unsafe) private static let emailRegex: Regex<AnyRegexOutput> = try! Regex(
        #"\A[^@\t\n\u{B}\f\r \u{A0}\u{1680}\u{2000}\u{2001}\u{2002}\u{2003}\u{2004}\u{2005}\u{2006}\u{2007}\u{2008}\u{2009}\u{200A}\u{2028}\u{2029}\u{202F}\u{205F}\u{3000}\u{FEFF}]+@[^@\t\n\u{B}\f\r \u{A0}\u{1680}\u{2000}\u{2001}\u{2002}\u{2003}\u{2004}\u{2005}\u{2006}\u{2007}\u{2008}\u{2009}\u{200A}\u{2028}\u{2029}\u{202F}\u{205F}\u{3000}\u{FEFF}]+\.[a-z]{2,}\z"#
    ).matchingSemantics(.unicodeScalar)
    /// The generated form now, written by the generator (see `Generated/` for the exact output).
    private static let orderIdProgram = PatternProgram(
        anchoredStart: true, anchoredEnd: true,
        steps: [.init(ranges: [65, 90], min: 2, max: 2), .init(ranges: [45, 45]), .init(ranges: [48, 57], min: 4, max: 8)])
    private static let notAtOrSpace: [UInt32] = [
        9, 13, 32, 32, 64, 64, 160, 160, 5760, 5760, 8192, 8202, 8232, 8233, 8239, 8239, 8287, 8287, 12288, 12288, 65279, 65279,
    ]
    private static let emailProgram = PatternProgram(
        anchoredStart: true, anchoredEnd: true,
        steps: [
            .init(ranges: notAtOrSpace, negated: true, min: 1, max: nil), .init(ranges: [64, 64]),
            .init(ranges: notAtOrSpace, negated: true, min: 1, max: nil), .init(ranges: [46, 46]),
            .init(ranges: [97, 122], min: 2, max: nil),
        ])

    func validate(into report: inout ValidationReport) {
        switch check {
        case .none: break
        case .orderIdRegex: report.checkPattern(orderId, Self.orderIdRegex, pattern: "^[A-Z]{2}-[0-9]{4,8}$", at: "/order_id")
        case .orderIdProgram: report.checkPattern(orderId, Self.orderIdProgram, pattern: "^[A-Z]{2}-[0-9]{4,8}$", at: "/order_id")
        case .emailRegex: report.checkPattern(email, Self.emailRegex, pattern: #"^[^@\s]+@[^@\s]+\.[a-z]{2,}$"#, at: "/email")
        case .emailProgram: report.checkPattern(email, Self.emailProgram, pattern: #"^[^@\s]+@[^@\s]+\.[a-z]{2,}$"#, at: "/email")
        }
        report.checkNumberMinimum(total, 0, at: "/total")
        report.checkIntegerMinimum(itemCount, 1, at: "/item_count")
    }

    func encodeProperties(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("order_id")
        writer.string(orderId)
        writer.key("email")
        writer.string(email)
        writer.key("total")
        writer.number(total)
        writer.key("item_count")
        writer.integer(itemCount)
        writer.key("channel")
        writer.string(channel)
        writer.endObject()
    }
}
