import Testing
import TrackPlanCatalogue
import TrackPlanModel

@Suite("Catalogue site")
struct CatalogueSiteTests {
    static let hostile = #"""
        {
          "<script>alert(1)</script>": {
            "description": "<img src=x onerror=alert(2)> & \"quotes\" 'single'",
            "properties": {
              "x\"><b>bold</b>": {"type": "string", "description": "</td></tr></table><script>alert(3)</script>", "enum": ["<i>", "\u2028"]}
            }
          },
          "Script: alert(1) -- script": {"x-swift-name": "OtherEvent", "properties": {}}
        }
        """#

    @Test func everyPlanStringIsEscaped() {
        let site = CataloguePlans.build(CataloguePlans.plan(events: Self.hostile))
        for (path, text) in site where path.hasSuffix(".html") {
            #expect(!text.contains("<script>alert"), "\(path) holds the plan's markup")
            #expect(!text.contains("<img src=x"), "\(path)")
            #expect(!text.contains("<b>bold"), "\(path)")
            #expect(!text.contains("<i>"), "\(path)")
        }
        let page = site["events/script-alert-1-script.html"]!
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("&lt;img src=x onerror=alert(2)&gt; &amp; &quot;quotes&quot; &#39;single&#39;"))
        // Two names with the same slug get two pages.
        #expect(site["events/script-alert-1-script-2.html"]!.contains("Script: alert(1) -- script"))
        let index = site["search-index.js"]!
        #expect(!index.contains("<"))
        #expect(index.contains(#""\u003cscript\u003ealert(1)\u003c/script\u003e","event","events/script-alert-1-script.html""#))
    }

    @Test func theSameBytesEveryTime() throws {
        let plan = try CataloguePlans.example
        let first = Catalogue(options: CatalogueOptions(toolVersion: "test")).build(plan)
        let second = Catalogue(options: CatalogueOptions(toolVersion: "test")).build(try CataloguePlans.example)
        #expect(first == second)
        #expect(first.map(\.path) == [Catalogue.manifestName] + first.dropFirst().map(\.path).sorted())
        let manifest = String(decoding: first[0].bytes, as: UTF8.self)
        #expect(Catalogue.paths(inManifest: manifest) == first.dropFirst().map(\.path))
    }

    @Test func theExamplePlansPages() throws {
        let site = CataloguePlans.build(try CataloguePlans.example)
        let page = try #require(site["events/product-viewed.html"])
        #expect(page.contains("<h1><span class=\"kind\">Event</span> Product Viewed</h1>"))
        #expect(page.contains("The user opened a product detail page."))
        #expect(page.contains("one of <code>USD</code>, <code>EUR</code>"))
        #expect(page.contains("a string matching <code>^[A-Z]{3}-[0-9]{4,8}$</code>"))
        #expect(page.contains("<a href=\"../definitions.html#def-currency\"><code>currency</code></a>"))
        #expect(page.contains("events/commerce.json:4</code>"))
        #expect(page.contains("<strong>Deprecated.</strong> Images are tracked by the media service; stop sending this."))
        #expect(page.contains("<a href=\"../consent.html#consent-analytics\"><code>analytics</code></a>"))
        let definitions = try #require(site["definitions.html"])
        #expect(definitions.contains("<li><a href=\"events/product-viewed.html#prop-currency\">Product Viewed</a> <code>currency</code></li>"))
        let consent = try #require(site["consent.html"])
        #expect(consent.contains("replaced by a keyed hash (HMAC-SHA-256)"))
        #expect(site["index.html"]!.contains("<script src=\"search-index.js\"></script>"))
    }

    @Test func everyInternalLinkResolves() throws {
        let site = CataloguePlans.build(try CataloguePlans.example)
        var ids: [String: Set<String>] = [:]
        for (path, text) in site where path.hasSuffix(".html") { ids[path] = Set(Self.values(of: "id", in: text)) }
        for (path, text) in site where path.hasSuffix(".html") {
            let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) + "/" : ""
            for href in Self.values(of: "href", in: text) {
                let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                var target = parts[0].isEmpty ? path : folder + parts[0]
                if target.hasPrefix("../") || target.contains("/../") { target = String(target[target.range(of: "../")!.upperBound...]) }
                #expect(site[target] != nil, "\(path) links to \(href)")
                if parts.count == 2, let known = ids[target] { #expect(known.contains(parts[1]), "\(path) links to \(href)") }
            }
        }
    }

    @Test func historyIsShownPerEvent() {
        let plan = CataloguePlans.plan(events: #"{"Signed Up": {"properties": {}}}"#)
        let history = CatalogueHistory(revisions: [
            .init(
                commit: "abc1234", date: "2026-12-01", subject: "Rename", version: "1.0.0",
                changes: [
                    .init(isScreen: false, key: "Signed Up"): [.init(message: "property 'plan' removed", isBreaking: true)]
                ]),
            .init(commit: "def5678", date: "2026-11-30", subject: "Broken", problem: "the plan at this commit does not load"),
        ])
        let site = CataloguePlans.build(plan, history: history)
        #expect(site["events/signed-up.html"]!.contains("<span class=\"badge breaking\">breaking</span> property &#39;plan&#39; removed"))
        #expect(site["index.html"]!.contains("<span class=\"badge breaking\">not read</span> the plan at this commit does not load"))
    }

    /// An event that keeps earlier versions (`x-versions`) says which version it is and shows each kept version's
    /// properties, with anchors the version fact links to.
    @Test func keptVersionsAreShownWithTheirProperties() throws {
        let plan = CataloguePlans.plan(
            events: #"""
                {"Order Completed": {"description": "Paid.", "x-version": 2,
                  "properties": {"cents": {"type": "integer", "description": "Sum in cents."}}, "required": ["cents"],
                  "x-versions": {"1": {"description": "Paid, in units.", "properties": {"total": {"type": "number", "description": "Sum."}}, "required": ["total"]}}}}
                """#)
        let page = try #require(CataloguePlans.build(plan)["events/order-completed.html"])
        #expect(
            page.contains(
                "<dt>Version</dt><dd>2, sent as <code>context.protocols.event_version</code>; the plan keeps version <a href=\"#version-1\">1</a> beside it</dd>"
            ),
            "\(page)")
        let versions = try #require(page.components(separatedBy: "<h2 id=\"versions\">Earlier versions</h2>").dropFirst().first)
        #expect(versions.contains("<h3 id=\"version-1\">Version 1</h3>") && versions.contains("Paid, in units."))
        #expect(versions.contains("<caption>Properties of Order Completed, version 1</caption>") && versions.contains("total"))
        #expect(!versions.contains("cents"))
        let ids = Self.values(of: "id", in: page)
        #expect(ids.count == Set(ids).count, "ids are unique on the page: \(ids)")
    }

    /// Every `name="…"` value in `text` (the catalogue always quotes attributes with `"`).
    static func values(of attribute: String, in text: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        let marker = " \(attribute)=\""
        while let start = rest.range(of: marker) {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            found.append(String(after[..<end]))
            rest = after[end...]
        }
        return found
    }
}
