import TrackPlanModel

/// JSON text computed at generation time, so the runtime writes it without escaping.
enum JSONText {
    /// The inside of a JSON string literal for `text` (RFC 8259 escaping, as `JSONWriter.string` does).
    static func escaped(_ text: String) -> String {
        // Most keys need no escaping: answered by a byte loop (cheap in a debug build too, `UTF8Scan`).
        if UTF8Scan.isPlainJSON(text) { return text }
        return JSONStringEscaping.escaped(text)
    }

    /// A JSON Pointer reference token (`~` → `~0`, `/` → `~1`).
    static func pointerToken(_ key: String) -> String {
        guard UTF8Scan.containsTildeOrSlash(key) else { return key }
        return key.replacing("~", with: "~0").replacing("/", with: "~1")
    }
}
