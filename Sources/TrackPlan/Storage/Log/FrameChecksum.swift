internal import CTrackPlanCRC32C

/// The log's format version, per record: the second magic byte of a frame says which checksum covers it.
///
/// - `crc32` (`0xA7 0x51`): CRC-32 (IEEE), what logs written before CRC-32C hold; read, never written.
/// - `crc32c` (`0xA7 0x52`): CRC-32C (Castagnoli), written since: the CPU computes it in one instruction per
///   eight bytes (SSE 4.2, ARMv8 CRC; `CTrackPlanCRC32C`), a table elsewhere.
///
/// A version per record, not per segment, because a segment an older build began is appended to by a newer one.
enum FrameChecksum: UInt8, CaseIterable, Sendable {
    case crc32 = 0x51
    case crc32c = 0x52

    /// What new records are written with.
    static let current = FrameChecksum.crc32c

    /// The second magic byte of a frame with this checksum.
    var magic: UInt8 { rawValue }

    @inline(__always) func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        switch self {
        case .crc32: CRC32.checksum(bytes)
        case .crc32c: CRC32C.checksum(bytes)
        }
    }
}

/// CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), from `CTrackPlanCRC32C`.
enum CRC32C {
    @inline(__always) static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        trackplan_crc32c(bytes.baseAddress, bytes.count)
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { checksum($0) }
    }

    /// The table's answer, whatever the CPU has (tests compare it with the instruction's).
    static func portableChecksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { trackplan_crc32c_portable($0.baseAddress, $0.count) }
    }

    /// Whether `checksum` uses the CPU's instruction on this machine.
    static var usesHardware: Bool { trackplan_crc32c_is_hardware() != 0 }
}
