import Testing

@testable import TrackPlan

@Suite struct DropReasonTests {
    @Test func theRuntimesCodesAreStableSnakeCase() {
        #expect(
            DropReason.builtIn.map(\.code) == [
                "before_send_error", "buffer_cap", "consent_denied", "consent_withdrawn", "corrupt", "disk_cap", "expired", "forgotten",
                "invalid", "oversized", "pending_cap", "permanent_failure", "preview", "stopped", "storage_full", "storage_unwritable",
            ])
        #expect(DropReason.builtIn == DropReason.builtIn.sorted())
    }

    @Test func anAppCanCountUnderItsOwnReason() {
        let sampledOut = DropReason(code: "sampled_out")
        var counts = DropCounts()
        counts.add(2, sampledOut)
        counts.add(1, .bufferCap)
        counts.add(1, DropReason(code: "buffer_cap"))  // the same reason, however it is spelt
        #expect(counts[sampledOut] == 2)
        #expect(counts[.bufferCap] == 2)
        #expect(counts.total == 4)
        #expect(counts.description == "buffer_cap=2 sampled_out=2")
    }

    @Test func matchingNeedsADefaultBranch() {
        func label(_ reason: DropReason) -> String {
            switch reason {
            case .invalid: "fix the call site"
            case .bufferCap, .diskCap: "flush more often"
            default: reason.code
            }
        }
        #expect(label(.invalid) == "fix the call site")
        #expect(label(DropReason(code: "consent_denied")) == "consent_denied")
    }
}
