import Testing
import TrackPlanModel

/// `JSONPointer` shares parent segments between pointers; it must still behave as a plain value.
@Suite struct JSONPointerTests {
    @Test func buildsTheSameValueWhicheverWayItIsMade() {
        let appended = JSONPointer.root.appending("events").appending("A/B").appending(0)
        let listed = JSONPointer(tokens: ["events", "A/B", "0"])
        let parsed = JSONPointer(parsing: "/events/A~1B/0")
        #expect(appended == listed && listed == parsed)
        #expect(appended.hashValue == listed.hashValue)
        #expect(appended.tokens == ["events", "A/B", "0"])
        #expect(appended.description == "/events/A~1B/0")
        #expect(Set([appended, listed]).count == 1)
    }

    @Test func comparesByTokens() {
        let base = JSONPointer(tokens: ["a"])
        #expect(base.appending("b") != base.appending("c"))
        #expect(base != base.appending("b"))
        #expect(JSONPointer.root == JSONPointer(tokens: []))
        #expect(JSONPointer(tokens: ["a", "b"]) < JSONPointer(tokens: ["a", "c"]))
        #expect(JSONPointer(parsing: "a") == nil)
    }

    @Test func aLastTokenHeldInlineEqualsTheSameTokenInASegment() {
        let inline = JSONPointer.root.appending("a").appending("b")
        let shared = inline.sharingParent()
        let listed = JSONPointer(tokens: ["a", "b"])
        for (left, right) in [(inline, shared), (shared, listed), (inline, listed), (shared.appending("c"), listed.appending("c"))] {
            #expect(left == right && right == left)
            #expect(left.hashValue == right.hashValue)
            #expect(left.tokens == right.tokens)
        }
        #expect(inline != JSONPointer(tokens: ["a", "c"]) && JSONPointer(tokens: ["a", "c"]) != inline)
        #expect(inline != JSONPointer(tokens: ["x", "b"]) && shared != JSONPointer.root.appending("x").appending("b"))
        #expect(inline != JSONPointer(tokens: ["a"]) && JSONPointer(tokens: ["b"]) != JSONPointer.root.appending("b").appending("b"))
        #expect(shared.appending(3).description == "/a/b/3")
        #expect(JSONPointer.root.sharingParent() == .root)
    }

    @Test func setsTokens() {
        var pointer = JSONPointer(tokens: ["x"])
        pointer.tokens.append("~y")
        #expect(pointer.description == "/x/~0y")
    }
}
