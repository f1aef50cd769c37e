import Testing
import TrackPlanCheck

/// References: resolution within and across files, dangling targets, cycles, escapes.
@Suite struct ReferenceTests {
    /// `../shared.json` from `events/shop.json` is the plan's top-level `shared.json`; spaces may be percent-encoded.
    @Test func resolvesRelativeToTheReferencingFile() {
        let files = [
            "events/shop.json": ##"""
            {
              "events": {
                "Order Completed": {
                  "properties": {
                    "currency": { "$ref": "../shared.json#/$defs/currency" },
                    "note": { "$ref": "../shared.json#/$defs/free%20text" }
                  }
                }
              }
            }
            """##,
            "shared.json": ##"{"$defs": {"currency": {"type": "string"}, "free text": {"type": "string"}}}"##,
        ]
        #expect(PlanFixtures.diagnostics(files) == [])
    }

    /// A `$ref` to a file the plan does not have.
    @Test func reportsAMissingFileWithTheClosestName() {
        let files = [
            "events/shop.json": ##"""
            {
              "events": {
                "Order Completed": {
                  "properties": {
                    "currency": { "$ref": "../shard.json#/$defs/currency" }
                  }
                }
              }
            }
            """##,
            "shared.json": ##"{"$defs": {"currency": {"type": "string"}}}"##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"events/shop.json:5:31: error: '$ref' "../shard.json#/$defs/currency" names 'shard.json', which is not a file of this plan; did you mean 'shared.json'? [dangling-ref]"##
            ])
    }

    /// A `$ref` to a definition the file does not have.
    @Test func reportsAMissingDefinitionWithTheClosestName() {
        let files = [
            "events.json": ##"""
            {
              "events": {
                "Order Completed": {
                  "properties": {
                    "currency": { "$ref": "#/$defs/curency" }
                  }
                }
              },
              "$defs": { "currency": { "type": "string" } }
            }
            """##
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"events.json:5:31: error: '$ref' "#/$defs/curency" names 'curency', which does not exist at '/$defs'; did you mean 'currency'? [dangling-ref]"##
            ])
    }

    /// A definition that contains itself.
    @Test func reportsACycleInsideAFile() {
        let files = [
            "events.json": ##"""
            {
              "events": {
                "Order Completed": {
                  "properties": {
                    "node": { "$ref": "#/$defs/node" }
                  }
                }
              },
              "$defs": {
                "node": { "type": "object", "properties": { "child": { "$ref": "#/$defs/node" } } }
              }
            }
            """##
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"events.json:10:68: error: '$ref' "#/$defs/node" makes a cycle: it leads back to events.json#/$defs/node while that is being defined; recursive types are not supported [ref-cycle]"##
            ])
    }

    /// Two definitions in two files that refer to each other.
    @Test func reportsACycleAcrossFiles() {
        let files = [
            "a.json": ##"{"$defs": {"a": {"$ref": "b.json#/$defs/b"}}}"##,
            "b.json": ##"{"$defs": {"b": {"$ref": "a.json#/$defs/a"}}}"##,
            "events.json": ##"""
            {
              "events": {
                "Order Completed": {
                  "properties": {
                    "x": { "$ref": "a.json#/$defs/a" }
                  }
                }
              }
            }
            """##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"b.json:1:26: error: '$ref' "a.json#/$defs/a" makes a cycle: it leads back to a.json#/$defs/a while that is being defined; recursive types are not supported [ref-cycle]"##
            ])
    }

    /// `..` above the plan directory.
    @Test func reportsAReferenceLeavingThePlanDirectory() {
        let files = [
            "events.json": ##"""
            {
              "events": {
                "Order Completed": {
                  "properties": {
                    "currency": { "$ref": "../outside.json#/$defs/currency" }
                  }
                }
              }
            }
            """##
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"events.json:5:31: error: '$ref' "../outside.json#/$defs/currency" points outside the plan directory ('../outside.json'); copy the definition into a file of the plan [ref-escapes-plan]"##
            ])
    }

    /// URLs are outside the plan too.
    @Test func reportsARemoteReference() {
        let files = [
            "events.json": ##"""
            {
              "events": {
                "Order Completed": {
                  "properties": {
                    "currency": { "$ref": "https://example.com/s.json#/$defs/currency" }
                  }
                }
              }
            }
            """##
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"events.json:5:31: error: '$ref' "https://example.com/s.json#/$defs/currency" points outside the plan directory ('https://example.com/s.json'); copy the definition into a file of the plan [ref-escapes-plan]"##
            ])
    }

    /// References name shared definitions, not parts of events.
    @Test func reportsAReferenceOutsideDefinitions() {
        let files = [
            "events.json": ##"""
            {
              "events": {
                "Order Completed": {
                  "properties": {
                    "total": { "type": "number" },
                    "again": { "$ref": "#/events/Order Completed/properties/total" }
                  }
                }
              }
            }
            """##
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"events.json:6:28: error: '$ref' "#/events/Order Completed/properties/total" must point into a '$defs' section, like "#/$defs/<name>" or "other.json#/$defs/<name>" [ref-not-definition]"##
            ])
    }

    /// Plain-name fragments (anchors) are not JSON Pointers.
    @Test func reportsAnAnchorReference() {
        let files = [
            "events.json": ##"""
            {
              "events": {
                "Order Completed": {
                  "properties": {
                    "currency": { "$ref": "#currency" }
                  }
                }
              },
              "$defs": { "currency": { "type": "string" } }
            }
            """##
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"events.json:5:31: error: '$ref' "#currency" has fragment '#currency', which is not a JSON Pointer (anchors are not supported); write "#/$defs/<name>" [dangling-ref]"##
            ])
    }

    /// Only annotations may sit beside `$ref`.
    @Test func reportsConstraintsBesideARef() {
        let files = [
            "events.json": ##"""
            {
              "events": {
                "Order Completed": {
                  "properties": {
                    "currency": { "$ref": "#/$defs/currency", "maxLength": 3 }
                  }
                }
              },
              "$defs": { "currency": { "type": "string" } }
            }
            """##
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"events.json:5:51: error: 'maxLength' cannot be written beside '$ref'; put it in the referenced definition, or replace the '$ref' with a full schema [ref-sibling]"##
            ])
    }

    /// A file that failed to parse is reported once, not again by every `$ref` into it.
    @Test func doesNotReportReferencesIntoUnreadableFiles() {
        let files = [
            "events.json": ##"""
            {
              "events": {
                "Order Completed": {
                  "properties": {
                    "currency": { "$ref": "shared.json#/$defs/currency" }
                  }
                }
              }
            }
            """##,
            "shared.json": ##"{"$defs": {"currency": {"type": "string"}},}"##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"shared.json:1:43: error: trailing comma before '}' is not allowed in JSON [json-syntax]"##
            ])
    }
}
