#!/usr/bin/env python3
"""One edit an app engineer makes to a plan, for scripts/benchmark-inner-loop.sh. Deterministic: the middle event
of the plan's event files (sorted by path, then by name) is the one edited, so repeated runs edit the same place.

    scripts/inner-loop-edit.py PLAN_DIR describe   append a sentence to that event's description
    scripts/inner-loop-edit.py PLAN_DIR add        add one event with one property beside it, in the same file
    scripts/inner-loop-edit.py PLAN_DIR retype     change the type of that event's first inline scalar property

Only the edited file is rewritten (two-space JSON, as scripts/synthetic-plan.py writes).
"""
import json
import os
import sys

SCALARS = ("string", "integer", "number", "boolean")


def event_files(plan):
    found = []
    for directory, _, names in os.walk(plan):
        for name in names:
            if name.endswith(".json"):
                path = os.path.join(directory, name)
                with open(path) as handle:
                    document = json.load(handle)
                if isinstance(document.get("events"), dict) and document["events"]:
                    found.append((path, document))
    return sorted(found, key=lambda item: item[0])


def middle_event(plan):
    events = [(path, document, name) for path, document in event_files(plan) for name in sorted(document["events"])]
    if not events:
        sys.exit("no events in " + plan)
    return events[len(events) // 2]


def retype(event):
    for name, schema in event.get("properties", {}).items():
        if isinstance(schema, dict) and schema.get("type") in SCALARS and "$ref" not in schema:
            new_type = "boolean" if schema["type"] != "boolean" else "string"
            event["properties"][name] = {"type": new_type, "description": schema.get("description", "Retyped.")}
            return
    sys.exit("no inline scalar property to retype")


def main():
    plan, edit = sys.argv[1], sys.argv[2]
    path, document, name = middle_event(plan)
    event = document["events"][name]
    if edit == "describe":
        event["description"] = event.get("description", "") + " Edited."
    elif edit == "add":
        document["events"]["Inner Loop Added Event"] = {
            "description": "Added by the inner-loop benchmark.",
            "properties": {"note": {"type": "string", "description": "A note."}},
        }
    elif edit == "retype":
        retype(event)
    else:
        sys.exit("unknown edit: " + edit)
    with open(path, "w") as handle:
        json.dump(document, handle, indent=2)
        handle.write("\n")


if __name__ == "__main__":
    main()
