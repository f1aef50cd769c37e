#!/usr/bin/env python3
"""Writes a synthetic tracking plan for benchmarks: N events x M properties, with shared $refs and enums.

Deterministic: the same arguments always write the same bytes. With --mutate-percent P --seed S, P% of the
properties are changed (type, constraint, enum or required changes), so `trackplan diff` can be benchmarked
between the plain plan and a mutated one.

    scripts/synthetic-plan.py OUT_DIR [--events 1000] [--properties 20] [--mutate-percent 5 --seed 1]
"""
import argparse
import json
import os
import random

EVENTS_PER_FILE = 50
SHARED = {
    "currency": {"type": "string", "description": "ISO 4217 currency code.", "enum": ["USD", "EUR", "GBP", "JPY", "CHF", "SEK"]},
    "price": {"type": "number", "description": "A price.", "minimum": 0, "maximum": 1000000, "multipleOf": 0.01},
    "quantity": {"type": "integer", "description": "A number of units.", "minimum": 1, "maximum": 999},
    "entity_id": {"type": "string", "description": "An identifier.", "pattern": "^[a-z]{2}_[0-9a-f]{8}$"},
    "timestamp": {"type": "string", "format": "date-time", "description": "A point in time."},
    "email": {"type": "string", "format": "email", "description": "An email address.", "x-pii": "email"},
    "platform": {"type": "string", "description": "Client platform.", "enum": ["ios", "ipados", "macos", "watchos", "tvos", "visionos"]},
    "tags": {"type": "array", "description": "Free-form tags.", "items": {"type": "string", "maxLength": 32}, "maxItems": 10, "uniqueItems": True},
}
SHARED_NAMES = list(SHARED)


def property_schema(event_index, property_index):
    """The base schema of one property; the kind cycles so every file mixes $refs, enums and constraints."""
    kind = (event_index * 7 + property_index) % 8
    if kind in (0, 1):
        name = SHARED_NAMES[(event_index + property_index) % len(SHARED_NAMES)]
        return {"$ref": "../shared.json#/$defs/" + name}
    if kind == 2:
        return {"type": "string", "description": "A label.", "minLength": 1, "maxLength": 64 + property_index}
    if kind == 3:
        return {"type": "integer", "description": "A count.", "minimum": 0, "maximum": 1000 * (property_index + 1)}
    if kind == 4:
        return {"type": "number", "description": "A measure.", "minimum": 0}
    if kind == 5:
        return {"type": "boolean", "description": "A flag."}
    if kind == 6:
        values = ["option_%d" % ((event_index + n) % 12) for n in range(4)]
        return {"type": "string", "description": "A choice.", "enum": values}
    return {"type": ["string", "null"], "description": "An optional note.", "maxLength": 200}


def build_events(event_count, property_count):
    events = []
    for e in range(event_count):
        properties = {}
        for p in range(property_count):
            properties["property_%02d" % p] = property_schema(e, p)
        required = ["property_%02d" % p for p in range(property_count) if p % 2 == 0]
        events.append(("Synthetic Event %04d" % e, {
            "description": "Synthetic event number %d." % e,
            "properties": properties,
            "required": required,
        }))
    return events


def mutate(events, percent, seed):
    """Changes `percent`% of all properties in place: a type change, a tighter constraint, an enum change or a
    required flip, chosen by a seeded generator."""
    rng = random.Random(seed)
    pairs = [(e, name) for e, (_, event) in enumerate(events) for name in event["properties"]]
    chosen = rng.sample(pairs, round(len(pairs) * percent / 100.0))
    for e, name in sorted(chosen):
        event = events[e][1]
        schema = event["properties"][name]
        change = rng.choice(["type", "constraint", "enum", "required"])
        if change == "required":
            if name in event["required"]:
                event["required"].remove(name)
            else:
                event["required"].append(name)
        elif change == "enum":
            event["properties"][name] = {"type": "string", "description": "A choice.", "enum": ["alpha", "beta", "gamma"][: rng.randint(1, 3)]}
        elif change == "type" or "$ref" in schema:
            event["properties"][name] = {"type": "integer", "description": "Changed to an integer.", "minimum": 0}
        else:
            tightened = dict(schema)
            if "maxLength" in tightened:
                tightened["maxLength"] = max(1, tightened["maxLength"] // 2)
            elif "maximum" in tightened:
                tightened["maximum"] = max(1, tightened["maximum"] // 2)
            elif "enum" in tightened:
                tightened["enum"] = tightened["enum"][:-1]
            else:
                tightened["description"] = "A changed description."
            event["properties"][name] = tightened


def write(path, value):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(value, handle, indent=2, ensure_ascii=False)
        handle.write("\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir")
    parser.add_argument("--events", type=int, default=1000)
    parser.add_argument("--properties", type=int, default=20)
    parser.add_argument("--mutate-percent", type=float, default=0.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    events = build_events(args.events, args.properties)
    if args.mutate_percent > 0:
        mutate(events, args.mutate_percent, args.seed)
    version = "1.1.0" if args.mutate_percent > 0 else "1.0.0"
    write(os.path.join(args.out_dir, "trackplan.json"), {
        "name": "Synthetic", "version": version,
        "defaults": {"consent": "analytics"},
        "lint": {"eventNaming": "Title Case", "propertyNaming": "snake_case"},
    })
    write(os.path.join(args.out_dir, "shared.json"), {
        "consent": {"analytics": {"description": "Product analytics."}},
        "$defs": SHARED,
    })
    for start in range(0, len(events), EVENTS_PER_FILE):
        chunk = dict(events[start:start + EVENTS_PER_FILE])
        write(os.path.join(args.out_dir, "events", "events_%04d.json" % (start // EVENTS_PER_FILE)), {"events": chunk})


if __name__ == "__main__":
    main()
