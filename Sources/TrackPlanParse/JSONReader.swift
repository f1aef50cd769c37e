import CJSONC
import TrackPlanModel

/// Reads one plan file: json-c parses it (strict mode, UTF-8 validated), then `SourceLocator` walks the text beside
/// json-c's tree to give every node a line and column and to find what json-c hides (duplicate keys, numbers out
/// of range). Returns a `JSONDocument`, or diagnostics when the file is not acceptable JSON.
public struct JSONReader: Sendable {
    public var limits: JSONReadLimits

    public init(limits: JSONReadLimits = .default) { self.limits = limits }

    public struct Result: Sendable {
        public var document: JSONDocument?
        public var diagnostics: [Diagnostic]
    }

    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - path: plan-relative path recorded in the document.
    ///   - displayPath: the path printed in diagnostics (defaults to `path`).
    public func read(_ bytes: [UInt8], path: String, displayPath: String? = nil) -> Result {
        let shown = displayPath ?? path
        if bytes.count > limits.maximumFileSize {
            let message = "file is \(bytes.count) bytes, over the \(limits.maximumFileSize)-byte limit for one plan file; split it into several files"
            return Result(document: nil, diagnostics: [.error("file-too-large", message, at: SourceLocation(file: shown, line: 1, column: 1))])
        }
        return bytes.withUnsafeBufferPointer { buffer in
            let lines = LineTable(file: shown, bytes: buffer)
            if let problem = ByteChecks.firstProblem(in: buffer) {
                return Result(document: nil, diagnostics: [.error(problem.ruleID, problem.message, at: lines.location(ofOffset: problem.offset))])
            }
            if buffer.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
                return Result(
                    document: nil,
                    diagnostics: [.error("json-syntax", "file is empty; a plan file holds one JSON object", at: lines.location(ofOffset: 0))])
            }
            return parse(buffer, path: path, lines: lines)
        }
    }

    private func parse(_ buffer: UnsafeBufferPointer<UInt8>, path: String, lines: LineTable) -> Result {
        guard let tokener = json_tokener_new_ex(Int32(limits.maximumDepth + 1)) else {
            return Result(document: nil, diagnostics: [.error("json-syntax", "json-c could not allocate a parser")])
        }
        defer { json_tokener_free(tokener) }
        json_tokener_set_flags(tokener, JSON_TOKENER_STRICT | JSON_TOKENER_VALIDATE_UTF8)
        let object = buffer.withMemoryRebound(to: CChar.self) { chars in
            json_tokener_parse_ex(tokener, chars.baseAddress, Int32(chars.count))
        }
        defer { if let object { json_object_put(object) } }
        let error = json_tokener_get_error(tokener)
        let end = json_tokener_get_parse_end(tokener)
        if error != json_tokener_success || object == nil {
            return Result(
                document: nil,
                diagnostics: [SyntaxErrorExplainer.diagnostic(for: error, at: Int(end), in: buffer, lines: lines, maximumDepth: limits.maximumDepth)])
        }
        var trailing = Int(end)
        while trailing < buffer.count, [0x20, 0x0A, 0x0D, 0x09].contains(buffer[trailing]) { trailing += 1 }
        if trailing < buffer.count {
            return Result(
                document: nil,
                diagnostics: [.error("json-syntax", "unexpected text after the end of the JSON value", at: lines.location(ofOffset: trailing))])
        }
        var locator = SourceLocator(bytes: buffer, lines: lines)
        let root = locator.node(for: object!, at: 0, pointer: .root)
        return Result(document: locator.diagnostics.hasErrors ? nil : JSONDocument(path: path, root: root), diagnostics: locator.diagnostics)
    }
}
