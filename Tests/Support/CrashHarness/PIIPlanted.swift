/// The personal data planted in `PIIProbe` event `number`, each value unique to the number. Shared by symlink with
/// the test that searches the disk for them (Tests/TrackPlanDeliveryTests/PIIPlanted.swift).
struct PIIPlanted {
    let freeTextEmail: String
    /// A Luhn-valid 16-digit Visa-range number: 4, the number in 14 digits, a check digit.
    let cardDigits: String
    /// The same, printed in groups of four.
    let cardPrinted: String
    let hashedEmail: String
    let redactedName: String
    let droppedPhone: String

    init(_ number: Int) {
        let body = "4" + String(repeating: "0", count: max(0, 14 - String(number).count)) + String(number)
        var sum = 0
        for (index, character) in body.reversed().enumerated() {
            var digit = Int(String(character))!
            if index % 2 == 0 {
                digit *= 2
                if digit > 9 { digit -= 9 }
            }
            sum += digit
        }
        let digits = body + String((10 - sum % 10) % 10)
        cardDigits = digits
        cardPrinted = stride(from: 0, to: 16, by: 4).map { start -> String in
            let from = digits.index(digits.startIndex, offsetBy: start)
            return String(digits[from..<digits.index(from, offsetBy: 4)])
        }.joined(separator: " ")
        freeTextEmail = "probe\(number)@example.com"
        hashedEmail = "hashed\(number)@example.com"
        redactedName = "Redactedname\(number)"
        droppedPhone = "+4670\(number + 1_000_000)"
    }

    /// Every planted value, as it would appear in clear.
    var all: [String] { [freeTextEmail, cardDigits, cardPrinted, hashedEmail, redactedName, droppedPhone] }
}
