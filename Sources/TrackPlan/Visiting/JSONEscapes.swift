/// Reads back a key the generator escaped for JSON (`say \"hi\"`), for error paths: only when a rule fails.
enum JSONEscapes {
    static func unescaped(_ escaped: String) -> String {
        guard escaped.contains("\\") else { return escaped }
        var scalars = String.UnicodeScalarView()
        var input = escaped.unicodeScalars.makeIterator()
        var pendingHigh: UInt32?
        while let scalar = input.next() {
            guard scalar == "\\", let escape = input.next() else {
                scalars.append(scalar)
                continue
            }
            switch escape {
            case "n": scalars.append("\n")
            case "t": scalars.append("\t")
            case "r": scalars.append("\r")
            case "b": scalars.append("\u{8}")
            case "f": scalars.append("\u{C}")
            case "u":
                var value: UInt32 = 0
                for _ in 0..<4 { value = value << 4 | UInt32(input.next().flatMap { Int(String($0), radix: 16) } ?? 0) }
                if (0xD800..<0xDC00).contains(value) {
                    pendingHigh = value
                    continue
                }
                if let high = pendingHigh, (0xDC00..<0xE000).contains(value) {
                    value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                }
                pendingHigh = nil
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default: scalars.append(escape)
            }
        }
        return String(scalars)
    }
}
