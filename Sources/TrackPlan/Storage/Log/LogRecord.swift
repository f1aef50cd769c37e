/// What the append-only log holds. The queue's state is the replay of these records in order.
enum LogRecord: Sendable, Hashable {
    /// A tracked event (its envelope bytes).
    case event(StoredEvent)
    /// The batch being sent: its sequence range and idempotency key. The last valid one wins.
    case pending(first: UInt64, last: UInt64, idempotencyKey: String)
    /// Every event with a sequence at or below this one has left the queue.
    case removedThrough(UInt64)
    /// Queued events with a sequence in `after + 1 ... through` that match were purged (consent withdrawn,
    /// `forget()`); replay removes them again. `after` is the end of the batch in flight, which a purge never touches.
    case purge(after: UInt64, through: UInt64, PurgeMatcher)
    /// The event `sequence` was purged and its record overwritten in place with this one (`LogErasure`): its
    /// envelope's bytes are gone from the disk; replay skips it, as purged, not as lost.
    case erased(sequence: UInt64)

    /// Kind 1 is an event without a tag (the original format, still written for untagged events); kind 4 carries
    /// the tag: `generation (2) | category length (2) | category (UTF-8)` before the envelope.
    enum Kind: UInt8 {
        case event = 1, pending = 2, removedThrough = 3, taggedEvent = 4, purge = 5, erased = 6
    }

    /// The highest sequence number the record names (0 for none): no new event may reuse it.
    var highestSequence: UInt64 {
        switch self {
        case .event(let event): event.sequence
        case .pending(_, let last, _): last
        case .removedThrough(let sequence): sequence
        case .purge(_, let through, _): through
        case .erased(let sequence): sequence
        }
    }

    /// Bytes an untagged event's record adds to its envelope: frame header, kind, sequence, timestamp.
    static let eventOverhead = RecordFrame.headerSize + 1 + 16

    /// Bytes an event occupies in the log.
    static func encodedSize(ofEvent event: StoredEvent) -> Int {
        eventOverhead + event.json.count + tagSize(event.tag)
    }

    /// Bytes the tag adds to an event record (none for an untagged one).
    static func tagSize(_ tag: EventTag) -> Int {
        tag == .none ? 0 : 4 + (tag.category?.utf8.count ?? 0)
    }

    /// Appends the record's body (kind byte and fields) to `body`.
    func appendBody(to body: inout [UInt8]) {
        switch self {
        case .event(let event):
            Self.appendEventFields(event, to: &body)
            body.append(contentsOf: event.json)
        case .pending(let first, let last, let key):
            body.append(Kind.pending.rawValue)
            body.appendLittleEndian(first)
            body.appendLittleEndian(last)
            body.append(contentsOf: key.utf8)
        case .removedThrough(let sequence):
            body.append(Kind.removedThrough.rawValue)
            body.appendLittleEndian(sequence)
        case .erased(let sequence):
            body.append(Kind.erased.rawValue)
            body.appendLittleEndian(sequence)
        case .purge(let after, let through, let matcher):
            body.append(Kind.purge.rawValue)
            body.appendLittleEndian(after)
            body.appendLittleEndian(through)
            switch matcher {
            case .category(let name):
                body.append(1)
                body.appendLittleEndian(UInt16(0))
                body.append(contentsOf: name.utf8)
            case .generation(let generation):
                body.append(2)
                body.appendLittleEndian(generation)
            }
        }
    }

    /// An event's kind byte and fields before its envelope: `sequence (8) | createdAt (8)`, and for a tagged one
    /// `generation (2) | category length (2) | category (UTF-8)`. Written with one append for the fixed fields and
    /// one for the name's bytes (this runs on every `track`; appending field by field, or the name through its
    /// `UTF8View`, cost more than the tag's bytes).
    private static func appendEventFields(_ event: StoredEvent, to body: inout [UInt8]) {
        let isTagged = event.tag != .none
        body.append((isTagged ? Kind.taggedEvent : Kind.event).rawValue)
        var category = event.tag.category ?? ""
        let length = isTagged ? min(category.utf8.count, Int(UInt16.max)) : 0
        // A tuple of these four is laid out in order without padding: 8 + 8 + 2 + 2 bytes.
        let fields = (
            event.sequence.littleEndian, UInt64(bitPattern: event.createdAtMillis).littleEndian, event.tag.generation.littleEndian,
            UInt16(length).littleEndian
        )
        Swift.withUnsafeBytes(of: fields) { body.append(contentsOf: UnsafeRawBufferPointer(rebasing: $0.prefix(isTagged ? 20 : 16))) }
        if length > 0 { category.withUTF8 { body.append(contentsOf: UnsafeBufferPointer(rebasing: $0.prefix(length))) } }
    }

    /// Reads a body written by `appendBody`; nil when the kind is unknown or the fields are short.
    init?(body: UnsafeRawBufferPointer) {
        guard let first = body.first, let kind = Kind(rawValue: first) else { return nil }
        func word(_ index: Int) -> UInt64 { body.loadUnaligned(fromByteOffset: 1 + 8 * index, as: UInt64.self).littleEndian }
        func half(_ offset: Int) -> UInt16 { body.loadUnaligned(fromByteOffset: offset, as: UInt16.self).littleEndian }
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeRawBufferPointer(rebasing: body[range]), as: UTF8.self) }
        switch kind {
        case .event:
            guard body.count >= 17 else { return nil }
            let json = [UInt8](UnsafeRawBufferPointer(rebasing: body[17...]))
            self = .event(StoredEvent(sequence: word(0), createdAtMillis: Int64(bitPattern: word(1)), json: json))
        case .taggedEvent:
            guard body.count >= 21 else { return nil }
            let length = Int(half(19))
            guard body.count >= 21 + length else { return nil }
            let tag = EventTag(category: length == 0 ? nil : text(21..<(21 + length)), generation: half(17))
            let json = [UInt8](UnsafeRawBufferPointer(rebasing: body[(21 + length)...]))
            self = .event(StoredEvent(sequence: word(0), createdAtMillis: Int64(bitPattern: word(1)), json: json, tag: tag))
        case .purge:
            guard body.count >= 20 else { return nil }
            switch body[17] {
            case 1: self = .purge(after: word(0), through: word(1), .category(text(20..<body.count)))
            case 2 where body.count == 20: self = .purge(after: word(0), through: word(1), .generation(half(18)))
            default: return nil
            }
        case .pending:
            guard body.count >= 17 else { return nil }
            let key = String(decoding: UnsafeRawBufferPointer(rebasing: body[17...]), as: UTF8.self)
            self = .pending(first: word(0), last: word(1), idempotencyKey: key)
        case .removedThrough:
            guard body.count == 9 else { return nil }
            self = .removedThrough(word(0))
        case .erased:
            // The sequence, then zeros up to the size of the record it replaced.
            guard body.count >= 9 else { return nil }
            self = .erased(sequence: word(0))
        }
    }
}

extension Array where Element == UInt8 {
    mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
