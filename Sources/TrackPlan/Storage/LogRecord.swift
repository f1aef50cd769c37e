/// What the append-only log holds. The queue's state is the replay of these records in order.
enum LogRecord: Sendable, Hashable {
    /// A tracked event (its envelope bytes).
    case event(StoredEvent)
    /// The batch being sent: its sequence range and idempotency key. The last valid one wins.
    case pending(first: UInt64, last: UInt64, idempotencyKey: String)
    /// Every event with a sequence at or below this one has left the queue.
    case removedThrough(UInt64)

    enum Kind: UInt8 {
        case event = 1, pending = 2, removedThrough = 3
    }

    /// Bytes an event's record adds to its envelope: frame header, kind, sequence, timestamp.
    static let eventOverhead = RecordFrame.headerSize + 1 + 16

    /// Bytes an event occupies in the log.
    static func encodedSize(ofEvent event: StoredEvent) -> Int {
        eventOverhead + event.json.count
    }

    /// Appends the record's body (kind byte and fields) to `body`.
    func appendBody(to body: inout [UInt8]) {
        switch self {
        case .event(let event):
            body.append(Kind.event.rawValue)
            body.appendLittleEndian(event.sequence)
            body.appendLittleEndian(UInt64(bitPattern: event.createdAtMillis))
            body.append(contentsOf: event.json)
        case .pending(let first, let last, let key):
            body.append(Kind.pending.rawValue)
            body.appendLittleEndian(first)
            body.appendLittleEndian(last)
            body.append(contentsOf: key.utf8)
        case .removedThrough(let sequence):
            body.append(Kind.removedThrough.rawValue)
            body.appendLittleEndian(sequence)
        }
    }

    /// Reads a body written by `appendBody`; nil when the kind is unknown or the fields are short.
    init?(body: UnsafeRawBufferPointer) {
        guard let first = body.first, let kind = Kind(rawValue: first) else { return nil }
        func word(_ index: Int) -> UInt64 { body.loadUnaligned(fromByteOffset: 1 + 8 * index, as: UInt64.self).littleEndian }
        switch kind {
        case .event:
            guard body.count >= 17 else { return nil }
            let json = [UInt8](UnsafeRawBufferPointer(rebasing: body[17...]))
            self = .event(StoredEvent(sequence: word(0), createdAtMillis: Int64(bitPattern: word(1)), json: json))
        case .pending:
            guard body.count >= 17 else { return nil }
            let key = String(decoding: UnsafeRawBufferPointer(rebasing: body[17...]), as: UTF8.self)
            self = .pending(first: word(0), last: word(1), idempotencyKey: key)
        case .removedThrough:
            guard body.count == 9 else { return nil }
            self = .removedThrough(word(0))
        }
    }
}

extension Array where Element == UInt8 {
    mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
