import Testing
import TrackPlanUsage

/// `--format sites`: what `trackplan diff --call-sites` reads.
@Suite struct CallSiteJSONTests {
    @Test func sitesAreWrittenWithTheirPlacesAndLabels() {
        let source = """
            func checkout() {
                client.track(.orderCompleted(orderId: "o-1", coupon: "X"))
                _ = CartScreen()
            }
            """
        let json = CallSite.sitesJSON(CallSiteScanner.callSites(in: source, path: "App/Checkout \"1\".swift"))
        #expect(json.hasPrefix("{\"callSites\": [\n"))
        #expect(
            json.contains(
                #"{"name": "orderCompleted", "file": "App/Checkout \"1\".swift", "line": 2, "column": 19, "labels": ["orderId", "coupon"]}"#))
        #expect(json.contains(#""name": "CartScreen""#))
        #expect(CallSite.sitesJSON([]) == "{\"callSites\": []}")
    }
}
