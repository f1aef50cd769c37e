extension String {
    /// `body` over the text's UTF-8 bytes: read in place for a native string (no copy of the string, no retain), over
    /// a copy for one that is not held as contiguous UTF-8 (a bridged string). The one place `track`'s writers read a
    /// string's bytes from.
    @inline(__always)
    func withUTF8InPlace<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
