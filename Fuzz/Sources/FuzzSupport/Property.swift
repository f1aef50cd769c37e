import Foundation

/// A property every input must keep. A broken one prints what broke and aborts, which libFuzzer reports as a crash
/// and saves the input (`crash-<sha1>`) for `scripts/fuzz.sh TARGET 0 crash-…` and a regression test.
public enum Property {
    public static func require(_ holds: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
        guard !holds else { return }
        fail(message(), file: file, line: line)
    }

    public static func fail(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        FileHandle.standardError.write(Data("PROPERTY BROKEN (\(file):\(line)): \(message)\n".utf8))
        abort()
    }
}
