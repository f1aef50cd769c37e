#!/usr/bin/env bash
# Assembles a fuzz target's seed corpus (Docs/Fuzzing.md) from the tests' fixtures, the example plans and, when it is
# there, ../shared/corpus, in the input layout the target reads (pieces between NUL bytes; see Fuzz/Sources/*).
#   scripts/fuzz-seeds.sh TARGET DIRECTORY     TARGET: plan, diff, import, log
# Seeds over 64 KiB are left out (the targets run with -max_len=65536). Only Fuzz/Seeds/ is committed.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 - "$@" <<'PY'
import hashlib, os, sys
from pathlib import Path

target, out = sys.argv[1].removeprefix("fuzz-"), Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
shared = Path("../shared/corpus")

def seed(data: bytes):
    if len(data) <= 65536:
        (out / hashlib.sha1(data).hexdigest()).write_bytes(data)

def plan_dirs():
    roots = [Path("Tests"), Path("Schemas").parent / "Examples", shared]
    dirs = {p.parent for root in roots if root.exists() for p in root.rglob("trackplan.json")}
    return sorted(dirs | {Path("Schemas")})

def section_files(directory: Path):
    return sorted(p for p in directory.rglob("*.json") if p.name != "trackplan.json")

count = 0
if target == "plan":
    for directory in plan_dirs():
        files = section_files(directory)
        for f in files:  # one file: the events file, under the fixed manifest
            seed(f.read_bytes())
        manifest = directory / "trackplan.json"
        if files:  # a small multi-file plan: manifest, then up to three section files
            seed(b"\0".join([manifest.read_bytes()] + [f.read_bytes() for f in files[:3]]))
    for f in sorted(Path("Tests/TrackPlanParseTests").rglob("*.json")) if Path("Tests/TrackPlanParseTests").exists() else []:
        seed(f.read_bytes())
elif target == "diff":
    for old in sorted(p for p in Path("Tests").rglob("old") if (p / "trackplan.json").exists()):
        new = old.parent / "new"
        if not (new / "trackplan.json").exists():
            continue
        a, b = section_files(old), section_files(new)
        if len(a) == 1 and len(b) == 1:
            seed(b"\0".join([a[0].read_bytes(), b[0].read_bytes(), (old / "trackplan.json").read_bytes(), (new / "trackplan.json").read_bytes()]))
    for directory in plan_dirs():  # a plan against itself, then against the next one
        files = section_files(directory)
        if len(files) == 1:
            seed(files[0].read_bytes() + b"\0" + files[0].read_bytes())
elif target == "import":
    fixtures = Path("Tests/TrackPlanImportTests/Fixtures")
    for f in list(fixtures.glob("segment/*.json")) + list(shared.glob("plans/*.json")):
        seed(b"\0" + f.read_bytes())
    for folder in [fixtures / "iglu", shared / "plans/snowplow-iglu"]:
        files = sorted(folder.glob("*.json"))
        for f in files:
            seed(b"\1" + f.read_bytes())
        if files:
            seed(b"\1" + b"\0".join(f.read_bytes() for f in files[:5]))
    for folder in [fixtures / "rudderstack", shared / "plans/rudderstack-data-catalog-yaml"]:
        files = sorted(folder.glob("*.yaml"))
        if files:
            seed(b"\2" + b"\0".join(f.read_bytes() for f in files[:5]))
elif target == "log":
    pass  # the committed seeds in Fuzz/Seeds/log (made by the damage mode, see Docs/Fuzzing.md) are the corpus
else:
    sys.exit(f"fuzz-seeds.sh: unknown target {target}")
print(f"fuzz-seeds.sh: {len(list(out.iterdir()))} seeds for {target} in {out}", file=sys.stderr)
PY
