#!/usr/bin/env python3
"""Converts a Segment Protocols tracking-plan export (`rules[]` of draft-07 schemas) into a TrackPlan plan directory.

    scripts/convert-segment-plan.py SEGMENT_EXPORT.json OUT_DIR [--faithful]

Both modes drop Segment's bookkeeping keys (`$schema`, `id`, `key`, `eventMetadata`, `labels`) and empty descriptions,
use `eventMetadata.name` as the wire name, and mark objects open (`defaults.additionalProperties: true`), as plain
JSON Schema reads them. `--faithful` keeps everything else as it is, so the plan shows which features TrackPlan
rejects (untyped "any" values, union types, Swift name collisions). Without it, the plan is adapted to lint clean:
untyped values, arrays without `items` and unions are left out (the manifest's `$comment` lists them) and colliding names get `x-swift-name`.
"""
import argparse
import json
import os

SEGMENT_KEYS = {"$schema", "id", "key", "eventMetadata", "labels"}


class Converter:
    def __init__(self, faithful):
        self.faithful = faithful
        self.left_out = []

    def schema(self, source, where):
        """One property schema; None when it is left out in adapted mode."""
        types = source.get("type")
        non_null = [t for t in types if t != "null"] if isinstance(types, list) else ([types] if types else [])
        if not self.faithful and len(non_null) != 1:
            self.left_out.append("%s (%s)" % (where, "untyped" if not non_null else "union of " + ", ".join(non_null)))
            return None
        if not self.faithful and non_null == ["array"] and "items" not in source:
            self.left_out.append("%s (array without items)" % where)
            return None
        result = {}
        for key, value in source.items():
            if key in SEGMENT_KEYS or (key == "description" and value == ""):
                continue
            if key == "properties":
                result[key] = self.properties(value, where)
            elif key == "items":
                items = self.schema(value, where + "[]")
                if items is None:
                    return None
                result[key] = items
            else:
                result[key] = value
        if "required" in result:
            result["required"] = [name for name in result["required"] if name in result.get("properties", {})]
        if not self.faithful:
            self.separate_swift_names(result.get("properties", {}), member=True)
        return result

    def properties(self, source, where):
        converted = {}
        for name, value in source.items():
            schema = self.schema(value, "%s.%s" % (where, name))
            if schema is not None:
                converted[name] = schema
        return converted

    def event(self, rule):
        source = rule["jsonSchema"]
        key = rule["key"]
        event = self.schema(source, key) or {}
        wire = source.get("eventMetadata", {}).get("name", key)
        if wire != key:
            event = {"x-wire-name": wire, **event}
        return key, event

    def separate_swift_names(self, declarations, member):
        """Gives the second of two names that become one Swift identifier an `x-swift-name` of its own."""
        seen = {}
        for name, declaration in declarations.items():
            identifier = swift_identifier(name, member)
            if identifier in seen:
                declaration["x-swift-name"] = identifier + "2"
            seen.setdefault(identifier, name)


def swift_identifier(name, member):
    """Lower-cased word run, enough to find names that TrackPlan's SwiftNames would merge."""
    words, current = [], ""
    previous_lower = False
    for ch in name:
        if not ch.isalnum():
            if current:
                words.append(current)
            current, previous_lower = "", False
            continue
        if ch.isupper() and previous_lower and current:
            words.append(current)
            current = ""
        current += ch
        previous_lower = ch.islower() or ch.isdigit()
    if current:
        words.append(current)
    return "".join(word.capitalize() for word in words)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source")
    parser.add_argument("out_dir")
    parser.add_argument("--faithful", action="store_true")
    args = parser.parse_args()
    with open(args.source, encoding="utf-8") as handle:
        export = json.load(handle)
    converter = Converter(args.faithful)
    events = dict(converter.event(rule) for rule in export["rules"] if rule.get("type") == "TRACK")
    if not args.faithful:
        converter.separate_swift_names(events, member=False)
    manifest = {
        "$comment": "Converted by scripts/convert-segment-plan.py%s from %s." % (" --faithful" if args.faithful else "", os.path.basename(args.source)),
        "name": export.get("name", "Segment plan"),
        "version": "1.0.0",
        "defaults": {"additionalProperties": True},
        "lint": {"eventNaming": "any", "propertyNaming": "any", "disable": ["missing-description"]},
    }
    if converter.left_out:
        manifest["$comment"] += " Left out (no single type): " + "; ".join(converter.left_out) + "."
    os.makedirs(args.out_dir, exist_ok=True)
    for name, value in (("trackplan.json", manifest), ("events.json", {"events": events})):
        with open(os.path.join(args.out_dir, name), "w", encoding="utf-8") as handle:
            json.dump(value, handle, indent=2, ensure_ascii=False)
            handle.write("\n")


if __name__ == "__main__":
    main()
