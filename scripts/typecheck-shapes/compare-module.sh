#!/bin/bash
# Alternating user+sys CPU comparison of generated-code shapes: base2 (as generated today), best (small tweaks), fz (fused visitor)
M=${TPM:-$PWD/.build/debug/Modules}
cd /tmp/tc || exit 1
for i in 1 2 3; do for d in base2 best fz; do for mode in "" -enable-batch-mode; do
  /usr/bin/time -f "$d ${mode:-default} %U %S" swiftc $mode -typecheck -swift-version 6 -module-name Synthetic -I $M $d/*.swift 2>&1 | tail -1
done; done; done
