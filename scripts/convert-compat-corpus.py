#!/usr/bin/env python3
"""Converts the schema-compatibility corpus (../shared/corpus) into plan fixture pairs for the differ's tests.

Each case becomes Tests/TrackPlanDiffTests/Fixtures/Compat/<source>/<case>/{old,new}/ (a one-event plan:
trackplan.json + events.json) and theirs.json (the upstream verdict). The Swift test CompatCorpusTests diffs the
pairs and keeps our verdicts beside theirs.

Conversion: an object schema becomes the event `Case` itself; any other schema becomes its required property
`value`. JSON Schema objects are open unless they say otherwise, so a missing `additionalProperties` is written
out as `true` (the plan language defaults to closed). `$schema` and Iglu's `self` are dropped. An object `const`
(unsupported: plan consts are scalars) becomes an object whose properties are consts.

Usage: scripts/convert-compat-corpus.py [corpus-dir]   (default: ../shared/corpus)
"""
import json
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "..", "shared", "corpus")
OUT = os.path.join(ROOT, "Tests", "TrackPlanDiffTests", "Fixtures", "Compat")


def scalar_const(schema):
    const = schema.get("const")
    if isinstance(const, dict):
        rest = {k: v for k, v in schema.items() if k != "const"}
        rest.update({
            "type": "object",
            "properties": {key: {"const": value} for key, value in const.items()},
            "required": sorted(const),
            "additionalProperties": False,
        })
        return rest
    return schema


def is_object(schema):
    return schema.get("type") == "object" or any(k in schema for k in ("properties", "required", "additionalProperties"))


def open_objects(schema):
    """Writes JSON Schema's implicit `additionalProperties: true` out, recursively."""
    if not isinstance(schema, dict):
        return schema
    schema = scalar_const(dict(schema))
    if is_object(schema):
        schema.setdefault("additionalProperties", True)
        properties = schema.setdefault("properties", {})
        for name in schema.get("required", []):
            properties.setdefault(name, {"type": "string"})
        schema["properties"] = {k: open_objects(v) for k, v in properties.items()}
    if isinstance(schema.get("items"), dict):
        schema["items"] = open_objects(schema["items"])
    return schema


def event(schema):
    schema = {k: v for k, v in schema.items() if k not in ("$schema", "self")}
    schema = open_objects(schema)
    if is_object(schema):
        return schema
    return {"properties": {"value": schema}, "required": ["value"], "additionalProperties": False}


def write_plan(directory, schema, version, name="Case"):
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "trackplan.json"), "w") as f:
        json.dump({"name": "Compat", "version": version}, f, indent=2)
        f.write("\n")
    with open(os.path.join(directory, "events.json"), "w") as f:
        json.dump({"events": {name: event(schema)}}, f, indent=2)
        f.write("\n")


def declare_required(old, new):
    """`required` may name properties a schema does not describe; give both sides the same string property."""
    described = set(old.get("properties", {})) | set(new.get("properties", {}))
    names = (set(old.get("required", [])) | set(new.get("required", []))) - described
    for schema in (old, new):
        if names:
            properties = schema.setdefault("properties", {})
            for name in sorted(names):
                properties.setdefault(name, {"type": "string"})


def write_case(source, case, old, new, theirs, name="Case", versions=("1.0.0", "1.0.0")):
    base = os.path.join(OUT, source, case)
    declare_required(old, new)
    write_plan(os.path.join(base, "old"), old, versions[0], name)
    write_plan(os.path.join(base, "new"), new, versions[1], name)
    with open(os.path.join(base, "theirs.json"), "w") as f:
        json.dump(theirs, f, indent=2)
        f.write("\n")


# getsentry/json-schema-diff reports change kinds; its is_breaking() marks a change breaking when data valid under
# the old schema may fail the new one (our backward direction, strict about open objects).
def sentry_breaking(change):
    kind, fields = change
    if kind == "PropertyAdd":
        return fields["lhs_additional_properties"]
    if kind == "PropertyRemove":
        return not fields["lhs_additional_properties"]
    if kind == "EnumAdd":
        return fields["lhs_has_no_enum"]
    if kind == "EnumRemove":
        return not fields["rhs_has_no_enum"]
    if kind == "MaxLengthChange":
        return fields["new_value"] < fields["old_value"]
    return kind in ("TypeRemove", "RequiredAdd", "PatternChange", "RangeAdd")


def sentry_changes(snapshot_text):
    """Pulls `Kind { field: value, }` entries out of an insta snapshot."""
    import re
    body = snapshot_text.split("---", 2)[2]
    changes = []
    for match in re.finditer(r"change: (\w+) \{(.*?)\},\s*\}", body, re.S):
        fields = {}
        for key, value in re.findall(r"(\w+): ([^,\n]+),", match.group(2)):
            value = value.strip()
            fields[key] = {"true": True, "false": False}.get(value, int(value) if value.isdigit() else value)
        changes.append((match.group(1), fields))
    return changes


def main():
    for source in ("jsoncompat", "getsentry", "snowplow"):
        shutil.rmtree(os.path.join(OUT, source), ignore_errors=True)
    jsoncompat = os.path.join(CORPUS, "compat", "jsoncompat-backcompat")
    os.makedirs(os.path.join(OUT, "jsoncompat"))
    shutil.copy(os.path.join(jsoncompat, "LICENSE.MIT.txt"), os.path.join(OUT, "jsoncompat"))
    for case in sorted(os.listdir(jsoncompat)):
        path = os.path.join(jsoncompat, case)
        if not os.path.isdir(path):
            continue
        load = lambda name: json.load(open(os.path.join(path, name + ".json")))
        expect = load("expect")
        theirs = {"backwardCompatible": expect["deserializer"], "forwardCompatible": expect["serializer"]}
        if case == "required_to_optional":
            theirs["note"] = "upstream holds the optional_to_required pair under this name; the label is wrong"
        write_case("jsoncompat", case, load("old"), load("new"), theirs)

    sentry = os.path.join(CORPUS, "compat", "getsentry-json-schema-diff")
    for group in sorted(os.listdir(os.path.join(sentry, "fixtures"))):
        for file in sorted(os.listdir(os.path.join(sentry, "fixtures", group))):
            pair = json.load(open(os.path.join(sentry, "fixtures", group, file)))
            snapshot = open(os.path.join(sentry, "snapshots", f"test__from_fixtures@{group}__{file}.snap")).read()
            changes = sentry_changes(snapshot)
            theirs = {
                "changes": [kind for kind, _ in changes],
                "backwardCompatible": not any(sentry_breaking(c) for c in changes),
            }
            write_case("getsentry", f"{group}__{file[:-5]}", pair["lhs"], pair["rhs"], theirs)

    iglu = os.path.join(CORPUS, "plans", "snowplow-iglu")
    load = lambda version: json.load(open(os.path.join(iglu, f"com.snowplowanalytics.snowplow_application_error_jsonschema_{version}.json")))
    theirs = {"schemaVer": "1-0-0 → 1-0-2", "backwardCompatible": True, "note": "ADDITION: SchemaVer's non-breaking class"}
    write_case("snowplow", "application_error", load("1-0-0"), load("1-0-2"), theirs, name="application_error", versions=("1.0.0", "1.1.0"))


if __name__ == "__main__":
    main()
