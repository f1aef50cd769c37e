#!/usr/bin/env python3
"""Converts Snowplow Iglu self-describing JSON Schemas into one TrackPlan plan directory, one event per schema.

    scripts/convert-iglu-schemas.py OUT_DIR SCHEMA.json... [--faithful]

Each schema becomes the event `self.name` in `events/<self.vendor>.json`; `self` and `$schema` move into the
event's `$comment`. Iglu's keywords are plain JSON Schema, so everything else is kept. Without `--faithful`,
keywords TrackPlan does not support (here `minProperties`) are left out and listed in the manifest's `$comment`;
with it they stay, so lint shows the precise error.
"""
import argparse
import json
import os

UNSUPPORTED = {"minProperties", "maxProperties"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir")
    parser.add_argument("schemas", nargs="+")
    parser.add_argument("--faithful", action="store_true")
    args = parser.parse_args()
    files = {}
    left_out = []
    for path in args.schemas:
        with open(path, encoding="utf-8") as handle:
            schema = json.load(handle)
        identity = schema.pop("self")
        schema.pop("$schema", None)
        if not args.faithful:
            for keyword in sorted(UNSUPPORTED & schema.keys()):
                left_out.append("%s.%s" % (identity["name"], keyword))
                del schema[keyword]
        comment = "iglu:%s/%s/%s/%s (%s)" % (identity["vendor"], identity["name"], identity["format"], identity["version"], os.path.basename(path))
        event = {"$comment": comment, **schema}
        files.setdefault(identity["vendor"], {})[identity["name"]] = event
    manifest = {
        "$comment": "Converted by scripts/convert-iglu-schemas.py%s." % (" --faithful" if args.faithful else ""),
        "name": "Snowplow Iglu sample",
        "version": "1.0.0",
        "lint": {"eventNaming": "snake_case", "propertyNaming": "any", "disable": ["missing-description"]},
    }
    if left_out:
        manifest["$comment"] += " Left out (unsupported): " + ", ".join(left_out) + "."
    os.makedirs(os.path.join(args.out_dir, "events"), exist_ok=True)
    outputs = [("trackplan.json", manifest)] + [(os.path.join("events", vendor + ".json"), {"events": events}) for vendor, events in sorted(files.items())]
    for name, value in outputs:
        with open(os.path.join(args.out_dir, name), "w", encoding="utf-8") as handle:
            json.dump(value, handle, indent=2, ensure_ascii=False)
            handle.write("\n")


if __name__ == "__main__":
    main()
