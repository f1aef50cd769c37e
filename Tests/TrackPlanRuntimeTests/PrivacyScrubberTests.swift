import TestSupport
import Testing

@testable import TrackPlan

@Suite struct PrivacyScrubberTests {
    func scrub(_ text: String) -> String { PIIScrubber.scrubbed(text)?.text ?? text }

    @Test(arguments: [
        ("write to ada@example.com today", "write to <email> today"),
        ("<first.last+tag@mail.example.co.uk>", "<<email>>"),
        ("a@b.io,c@d.io", "<email>,<email>"),
        ("card 4111 1111 1111 1111 exp 12/29", "card <card> exp 12/29"),
        ("4111-1111-1111-1111", "<card>"),
        ("amex 378282246310005.", "amex <card>."),
        ("ref 12 4111 1111 1111 1111", "ref 12 <card>"),
        ("at 12:30 4111 1111 1111 1111", "at 12:30 <card>"),
        ("amex 3782 822463 10005", "amex <card>"),
        ("4111111111111111@example.com", "<email>"),
        ("ünïcødé ada@example.com ✓", "ünïcødé <email> ✓"),
    ])
    func replacesEmailsAndCards(text: String, expected: String) {
        #expect(scrub(text) == expected)
    }

    @Test(arguments: [
        "order 1700000000000",  // a millisecond timestamp that passes Luhn
        "4111111111111112",  // fails Luhn
        "ISBN 978-3-16-148410-0",
        "call +1 415 555 0100",
        "9f1c2e4a-7b3d-4e8f-a1b2-c3d4e5f60718",
        "DE89 3704 0044 0532 0130 00",
        "v4.111.111.111",
        "id41111111111111111",  // digits glued to letters are an identifier
        "41111111111111111111111",  // longer than 19 digits
        "user@localhost",
        "@handle and a@b",
        "ends with dot user.@example.com",
        "2024-11-23T16:12:38.123Z",
    ])
    func leavesLookalikesAlone(text: String) {
        #expect(PIIScrubber.scrubbed(text) == nil, "\(text) → \(scrub(text))")
    }

    @Test func countsWhatItReplaced() throws {
        let result = try #require(PIIScrubber.scrubbed("a@b.io 5555555555554444 c@d.io"))
        #expect(result.counts == PIIScrubCounts(emails: 2, cards: 1))
    }

    /// Random text with planted emails and Luhn-valid numbers: every planted value is found, and nothing else
    /// changes; random digit runs that fail Luhn stay untouched.
    @Test func findsEveryPlantedValue() {
        var random = SplitMix64(seed: 0x5C4B)
        let filler = ["the", "order", "total", "was", "42", "id", "x-17", "12:30", "€", "日本", "#7", "v2.1"]
        for _ in 0..<500 {
            var words: [String] = []
            var planted = 0
            for _ in 0..<Int.random(in: 3...12, using: &random) {
                switch Int.random(in: 0..<6, using: &random) {
                case 0:
                    words.append("\(Self.randomLocal(&random))@\(Self.randomDomain(&random))")
                    planted += 1
                case 1:
                    words.append(Self.luhnCard(&random))
                    planted += 1
                case 2: words.append(Self.nonLuhnDigits(&random))
                default: words.append(filler.randomElement(using: &random)!)
                }
            }
            let text = words.joined(separator: " ")
            let counts = PIIScrubber.scrubbed(text)?.counts.total ?? 0
            #expect(counts == planted, "\(text)")
        }
    }

    static func randomLocal(_ random: inout SplitMix64) -> String {
        let alphabet = Array("abcxyz0189._+-")
        var local = String((0..<Int.random(in: 1...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        local = "u" + local.replacingOccurrences(of: ".", with: "") + "1"
        return local
    }

    static func randomDomain(_ random: inout SplitMix64) -> String {
        ["example.com", "mail.example.org", "x.io", "sub-domain.example.co.uk"].randomElement(using: &random)!
    }

    /// A Luhn-valid number with a payment-network first digit, printed as cards are half of the time (16 digits
    /// as 4-4-4-4, 15 as 4-6-5).
    static func luhnCard(_ random: inout SplitMix64) -> String {
        let length = Int.random(in: 13...19, using: &random)
        var digits = [Int.random(in: 2...6, using: &random)] + (1..<(length - 1)).map { _ in Int.random(in: 0...9, using: &random) }
        digits.append(luhnCheckDigit(digits))
        let text = digits.map(String.init).joined()
        let groupLengths = [16: [4, 4, 4, 4], 15: [4, 6, 5]][length]
        guard let groupLengths, Bool.random(using: &random) else { return text }
        var rest = Substring(text)
        let groups = groupLengths.map { count in
            defer { rest = rest.dropFirst(count) }
            return String(rest.prefix(count))
        }
        return groups.joined(separator: Bool.random(using: &random) ? " " : "-")
    }

    /// 13 to 19 digits that fail the Luhn check.
    static func nonLuhnDigits(_ random: inout SplitMix64) -> String {
        let length = Int.random(in: 13...19, using: &random)
        var digits = [Int.random(in: 2...6, using: &random)] + (1..<(length - 1)).map { _ in Int.random(in: 0...9, using: &random) }
        digits.append((luhnCheckDigit(digits) + Int.random(in: 1...9, using: &random)) % 10)
        return digits.map(String.init).joined()
    }

    static func luhnCheckDigit(_ digits: [Int]) -> Int {
        var sum = 0
        for (offset, digit) in digits.reversed().enumerated() {
            let doubled = offset % 2 == 0 ? digit * 2 : digit
            sum += doubled > 9 ? doubled - 9 : doubled
        }
        return (10 - sum % 10) % 10
    }
}
