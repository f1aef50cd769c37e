import Foundation

/// The `import struct Module.Name` lines for the module-qualified names a generated file's text uses
/// (`Foundation.Date` → `import struct Foundation.Date`): scoped imports make each compiler job load and search less
/// than a whole `import Foundation` (measured: 3–7% of the type-check time of a 1,000-event plan with the default
/// driver). A name the table does not know imports the whole module, so the output always compiles.
enum ScopedImports {
    /// What each name the generator may spell is (all Foundation value types today).
    static let kinds: [String: String] = ["Date": "struct", "UUID": "struct", "URL": "struct", "Data": "struct"]

    static func lines(module: String, in text: String) -> [String] {
        let names = qualifiedNames(module: module, in: text)
        if names.contains(where: { kinds[$0] == nil }) { return ["import \(module)"] }
        return names.sorted().map { "import \(kinds[$0]!) \(module).\($0)" }
    }

    /// The names written as `module.Name` where `module` starts a word (not `MyFoundation.X`, not `a.Foundation.X`).
    /// Searched in the UTF-8 bytes with `memchr` for the module's first byte: the text is the whole rendered file, and
    /// a character-by-character search of every file took longer than rendering it. Characters are only looked at
    /// next to a non-ASCII byte.
    static func qualifiedNames(module: String, in text: String) -> Set<String> {
        let prefix = Array((module + ".").utf8)
        var names = Set<String>()
        var text = text
        let string = text
        text.withUTF8 { bytes in
            guard let first = prefix.first, let base = bytes.baseAddress, bytes.count >= prefix.count else { return }
            let last = bytes.count - prefix.count
            var offset = 0
            while offset <= last {
                guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return }
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                guard matches(prefix, at: base + offset) else {
                    offset += 1
                    continue
                }
                let start = offset + prefix.count
                defer { offset = start }
                if offset > 0 {
                    let before = base[offset - 1]
                    if before < 0x80 ? isIdentifierByte(before) || before == UInt8(ascii: ".") : !startsWord(string, atUTF8Offset: offset) {
                        continue
                    }
                }
                var end = start
                while end < bytes.count, base[end] < 0x80, isIdentifierByte(base[end]) { end += 1 }
                let name =
                    end < bytes.count && base[end] >= 0x80
                    ? identifierPrefix(string, atUTF8Offset: start)
                    : String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
                if !name.isEmpty { names.insert(name) }
            }
        }
        return names
    }

    /// Whether the bytes at `pointer` start with `prefix` (the caller knows they are at least as long).
    private static func matches(_ prefix: [UInt8], at pointer: UnsafePointer<UInt8>) -> Bool {
        var index = 1
        while index < prefix.count {
            if pointer[index] != prefix[index] { return false }
            index += 1
        }
        return true
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// Whether the character before the offset is not part of an identifier or a qualified name.
    private static func startsWord(_ text: String, atUTF8Offset offset: Int) -> Bool {
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        guard let before = text[..<index].last else { return true }
        return !(before.isLetter || before.isNumber || before == "_" || before == ".")
    }

    private static func identifierPrefix(_ text: String, atUTF8Offset offset: Int) -> String {
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return String(text[index...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
}
