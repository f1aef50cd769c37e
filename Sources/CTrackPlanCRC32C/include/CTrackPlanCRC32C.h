#ifndef CTRACKPLAN_CRC32C_H
#define CTRACKPLAN_CRC32C_H

#include <stddef.h>
#include <stdint.h>

/// CRC-32C (Castagnoli, reflected polynomial 0x82F63B78) of `count` bytes: the checksum of every log record the
/// runtime writes. Uses the CPU's CRC32C instruction where there is one (x86-64 with SSE 4.2, checked once at run
/// time; ARMv8 with the CRC extension, at compile time), else a table.
uint32_t trackplan_crc32c(const void *bytes, size_t count);

/// The same, always from the table (for tests that compare it with the instruction).
uint32_t trackplan_crc32c_portable(const void *bytes, size_t count);

/// 1 when `trackplan_crc32c` uses the CPU's instruction.
int trackplan_crc32c_is_hardware(void);

#endif
