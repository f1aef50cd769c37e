#ifndef TRACKPLAN_CLIBFUZZER_H
#define TRACKPLAN_CLIBFUZZER_H
#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry for a program with its own main (in libFuzzer since LLVM 12): parses libFuzzer's arguments and
// runs `callback` on each input. SwiftPM gives an executable target's main another name on Linux, which keeps
// libFuzzer's own main out of the link, so each target's @main calls this.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
