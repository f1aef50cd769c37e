/// The writer's one way to append several bytes: room for at most `maxCount` is made once (`Array`'s uniqueness and
/// capacity checks, paid per append by `append(contentsOf:)`, are paid here once per call), then the bytes are
/// written through a pointer into the storage, with no copy formed on the stack first.
extension JSONWriter {
    /// Appends what `body` writes at the pointer it is given: at most `maxCount` bytes, the count it returns.
    /// Writing more is a programming error the caller rules out by counting its room; debug builds check the count
    /// returned (`assert`). Prefer `writeText(atMost:_:)`, whose cursor checks every write.
    @inline(__always)
    mutating func write(atMost maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        bytes.append(addingCapacity: maxCount) { span in
            span.withUnsafeMutableBufferPointer { room, written in
                written = body(room.baseAddress!)
                assert(written >= 0 && written <= maxCount, "wrote \(written) bytes into room for \(maxCount)")
            }
        }
    }

    /// Appends what `body` writes through a cursor over room for `maxCount` bytes; the cursor refuses (stops the
    /// process) a write past it, in release builds too.
    @inline(__always)
    mutating func writeText(atMost maxCount: Int, _ body: (inout TextCursor) -> Void) {
        write(atMost: maxCount) { out in
            var cursor = TextCursor(UnsafeMutableRawBufferPointer(start: out, count: maxCount))
            body(&cursor)
            return cursor.count
        }
    }

    /// Appends `text` as it stands, with the comma first when `comma` is set.
    @inline(__always)
    mutating func write(_ text: UnsafeRawBufferPointer, comma: Bool = false) {
        guard let source = text.baseAddress, !text.isEmpty else {
            if comma { bytes.append(UInt8(ascii: ",")) }
            return
        }
        write(atMost: text.count + 1) { out in
            var start = out
            if comma {
                out.pointee = UInt8(ascii: ",")
                start += 1
            }
            ShortCopy.copy(text.count, from: source, to: start)
            return text.count + (comma ? 1 : 0)
        }
    }

    /// `first` then `second`, as one JSON value (after the comma when one is due): one reservation.
    mutating func raw(_ first: UnsafeRawBufferPointer, then second: UnsafeRawBufferPointer) {
        raw(first, then: UnsafeRawBufferPointer(start: nil, count: 0), then: second)
    }

    /// `first`, `second`, then `third`, as one JSON value (after the comma when one is due): one reservation.
    mutating func raw(_ first: UnsafeRawBufferPointer, then second: UnsafeRawBufferPointer, then third: UnsafeRawBufferPointer) {
        let comma = needsComma
        write(atMost: first.count + second.count + third.count + 1) { out in
            var end = UnsafeMutableRawPointer(out)
            if comma {
                end.storeBytes(of: UInt8(ascii: ","), as: UInt8.self)
                end += 1
            }
            if let source = first.baseAddress {
                end.copyMemory(from: source, byteCount: first.count)
                end += first.count
            }
            if let source = second.baseAddress {
                end.copyMemory(from: source, byteCount: second.count)
                end += second.count
            }
            if let source = third.baseAddress {
                end.copyMemory(from: source, byteCount: third.count)
                end += third.count
            }
            return end - UnsafeMutableRawPointer(out)
        }
        needsComma = true
    }

    /// An object's bytes (`{…}`) with `members` (`,"key":value…`) written before its closing brace; the object as it
    /// stands when `members` is empty.
    mutating func raw(_ object: UnsafeRawBufferPointer, closingWith members: UnsafeRawBufferPointer) {
        guard !members.isEmpty, object.count > 1 else { return raw(object) }
        raw(UnsafeRawBufferPointer(start: object.baseAddress, count: object.count - 1), then: members, then: Self.closingBrace)
    }

    /// `}`, for `raw(_:closingWith:)`.
    private static var closingBrace: UnsafeRawBufferPointer {
        let brace: StaticString = "}"
        return UnsafeRawBufferPointer(start: brace.utf8Start, count: 1)
    }

    /// `write(_:comma:)` for bytes held in an array.
    @inline(__always)
    mutating func write(_ text: [UInt8], comma: Bool = false) {
        text.withUnsafeBytes { write($0, comma: comma) }
    }
}
