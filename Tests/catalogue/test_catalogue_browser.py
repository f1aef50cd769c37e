"""The plan catalogue (`trackplan docs`) in a real headless Chromium (Debian's chromium + chromium-driver, Selenium
and axe-core from PyPI), opened from the file system as a reader would: search, links, a hostile plan, the
keyboard, requests, accessibility, and a screenshot of each kind of page.

Environment: TRACKPLAN_BIN (the built trackplan), TRACKPLAN_SCREENSHOTS (where screenshots go; default a temporary
folder), TRACKPLAN_RECORD_SCREENSHOTS=1 (also copy them into Docs/).
"""
import json
import os
import pathlib
import shutil
import subprocess
import tempfile
import unittest
from urllib.parse import unquote, urldefrag, urlparse

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]

HOSTILE_EVENTS = {
    "<script>window.pwned = 1</script>": {
        "description": "<img src=x onerror=\"window.pwned = 2\"> hostile & \"quoted\"",
        "properties": {
            "x\"><b id=injected>bold</b>": {
                "type": "string",
                "description": "</td></tr></table><script>window.pwned = 3</script>",
                "enum": ["<i id=italic>", "a'b"],
            }
        },
    },
    "Plain Event": {"description": "A calm neighbour.", "properties": {}},
}


def build_site(plan, output, cwd=ROOT):
    result = subprocess.run([os.environ.get("TRACKPLAN_BIN", "trackplan"), "docs", str(plan), "--output", str(output)],
                            capture_output=True, text=True, cwd=cwd)
    if result.returncode != 0:
        raise RuntimeError(f"trackplan docs failed ({result.returncode}): {result.stdout}{result.stderr}")


class CatalogueBrowserTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.scratch = pathlib.Path(tempfile.mkdtemp())
        cls.site = cls.scratch / "example"
        build_site("Schemas", cls.site)
        plan = cls.scratch / "hostile-plan"
        plan.mkdir()
        (plan / "trackplan.json").write_text(json.dumps({"name": "<b>Hostile</b> plan", "version": "1.0.0",
                                                         "lint": {"eventNaming": "any", "propertyNaming": "any"}}))
        (plan / "events.json").write_text(json.dumps({"events": HOSTILE_EVENTS}))
        cls.hostile = cls.scratch / "hostile"
        build_site("hostile-plan", cls.hostile, cwd=cls.scratch)
        cls.screenshots = pathlib.Path(os.environ.get("TRACKPLAN_SCREENSHOTS", cls.scratch / "screenshots"))
        cls.screenshots.mkdir(parents=True, exist_ok=True)

        options = Options()
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                         "--window-size=1280,900", "--force-device-scale-factor=1"):
            options.add_argument(argument)
        options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
        cls.browser = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"),
                                       options=options)
        cls.wait = WebDriverWait(cls.browser, 10)

    @classmethod
    def tearDownClass(cls):
        cls.browser.quit()
        shutil.rmtree(cls.scratch, ignore_errors=True)

    def open(self, site, page):
        self.browser.get((site / page).as_uri())
        self.wait.until(lambda b: b.execute_script("return document.readyState") == "complete")

    def requests(self):
        """URLs the page requested since the last call (from Chromium's network log)."""
        urls = []
        for entry in self.browser.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] == "Network.requestWillBeSent":
                urls.append(message["params"]["request"]["url"])
        return urls

    def test_search_finds_an_event_by_a_word_of_its_description(self):
        self.open(self.site, "index.html")
        search = self.browser.find_element(By.ID, "search")
        search.send_keys("detail")
        self.wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "#results a"))
        names = [a.text for a in self.browser.find_elements(By.CSS_SELECTOR, "#results a")]
        self.assertIn("Product Viewed", names)
        self.assertIn("match", self.browser.find_element(By.ID, "search-status").text)
        self.save_screenshot("index")
        # A property name finds its events too, and a word that is nowhere finds nothing.
        search.clear()
        search.send_keys("coupon")
        self.wait.until(lambda b: "Order Completed" in [a.text for a in b.find_elements(By.CSS_SELECTOR, "#results a")])
        search.clear()
        search.send_keys("zzzqqq")
        self.wait.until(lambda b: b.find_element(By.ID, "search-status").text == "No event or screen matches.")

    def test_every_internal_link_resolves(self):
        for site in (self.site, self.hostile):
            seen, queue, checked = set(), ["index.html"], 0
            ids = {}
            while queue:
                page = queue.pop()
                if page in seen:
                    continue
                seen.add(page)
                self.open(site, page)
                ids[page] = set(self.browser.execute_script("return Array.from(document.querySelectorAll('[id]')).map(e => e.id)"))
                for href in self.browser.execute_script("return Array.from(document.links).map(a => a.href)"):
                    url, fragment = urldefrag(href)
                    self.assertEqual(urlparse(url).scheme, "file", f"{page} links outside the catalogue: {href}")
                    target = pathlib.Path(unquote(urlparse(url).path))
                    self.assertTrue(target.is_file(), f"{page} links to a missing file: {href}")
                    relative = target.relative_to(site).as_posix()
                    queue.append(relative)
                    checked += 1
                    if fragment:
                        self.pending_fragments.setdefault(site, []).append((page, relative, unquote(fragment)))
            for page, target, fragment in self.pending_fragments.get(site, []):
                self.assertIn(fragment, ids[target], f"{page} links to {target}#{fragment}, which has no such id")
            self.assertGreater(checked, 10)
        self.assertGreaterEqual(len(list(self.site.glob("events/*.html"))), 10)

    pending_fragments = {}

    def test_a_hostile_plan_stays_text(self):
        self.open(self.hostile, "index.html")
        self.assertIsNone(self.browser.execute_script("return window.pwned"))
        self.assertEqual(self.browser.find_element(By.CSS_SELECTOR, "header .brand a").text, "<b>Hostile</b> plan")
        link = self.browser.find_element(By.CSS_SELECTOR, "table.catalogue tbody th a")
        self.assertEqual(link.text, "<script>window.pwned = 1</script>")
        self.browser.find_element(By.ID, "search").send_keys("hostile")
        self.wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "#results a"))
        self.assertEqual(self.browser.find_element(By.CSS_SELECTOR, "#results a").text, "<script>window.pwned = 1</script>")
        self.browser.find_element(By.CSS_SELECTOR, "#results a").click()
        self.wait.until(lambda b: "/events/" in b.current_url)
        self.assertIsNone(self.browser.execute_script("return window.pwned"))
        self.assertEqual(self.browser.find_element(By.TAG_NAME, "h1").text, "EVENT\n<script>window.pwned = 1</script>")
        self.assertEqual(self.browser.find_elements(By.CSS_SELECTOR, "#injected, #italic, main img, main script"), [])
        self.assertIn("<img src=x onerror=\"window.pwned = 2\"> hostile & \"quoted\"",
                      self.browser.find_element(By.CSS_SELECTOR, ".description").text)
        self.assertIn("<i id=italic>", self.browser.find_element(By.CSS_SELECTOR, "table.properties").text)
        self.save_screenshot("hostile")

    def test_keyboard_navigation(self):
        self.open(self.site, "index.html")
        body = self.browser.find_element(By.TAG_NAME, "body")
        body.send_keys(Keys.TAB)
        active = self.browser.switch_to.active_element
        self.assertEqual(active.text, "Skip to content")
        active.send_keys(Keys.ENTER)
        self.wait.until(lambda b: b.switch_to.active_element.get_attribute("id") == "main")
        # `/` from anywhere on the page goes to the search box; arrows walk the results; Enter opens one.
        self.browser.switch_to.active_element.send_keys("/")
        self.wait.until(lambda b: b.switch_to.active_element.get_attribute("id") == "search")
        search = self.browser.switch_to.active_element
        search.send_keys("product")
        self.wait.until(lambda b: len(b.find_elements(By.CSS_SELECTOR, "#results a")) >= 2)
        results = self.browser.find_elements(By.CSS_SELECTOR, "#results a")
        search.send_keys(Keys.ARROW_DOWN)
        self.assertEqual(self.browser.switch_to.active_element, results[0])
        self.browser.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
        self.assertEqual(self.browser.switch_to.active_element, results[1])
        self.browser.switch_to.active_element.send_keys(Keys.ARROW_UP)
        self.assertEqual(self.browser.switch_to.active_element, results[0])
        self.browser.switch_to.active_element.send_keys(Keys.ARROW_UP)
        self.assertEqual(self.browser.switch_to.active_element.get_attribute("id"), "search")
        expected = results[0].get_attribute("href")
        search.send_keys(Keys.ENTER)
        self.wait.until(lambda b: b.current_url == expected)
        # On an event page, Tab reaches the navigation and every link has a visible focus ring.
        self.browser.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
        self.browser.switch_to.active_element.send_keys(Keys.TAB)
        focused = self.browser.switch_to.active_element
        self.assertEqual(focused.tag_name, "a")
        self.assertNotEqual(self.browser.execute_script("return getComputedStyle(arguments[0]).outlineStyle", focused), "none")

    def test_no_request_leaves_the_catalogue(self):
        self.requests()
        for page in ("index.html", "events/order-completed.html", "definitions.html", "consent.html", "traits.html"):
            self.open(self.site, page)
        urls = self.requests()
        self.assertTrue(urls)
        prefix = self.site.as_uri() + "/"
        self.assertEqual([url for url in urls if not url.startswith(prefix)], [])
        # The pages run their scripts under their Content-Security-Policy without complaint.
        errors = [entry for entry in self.browser.get_log("browser") if entry["level"] == "SEVERE"]
        self.assertEqual(errors, [])

    def test_accessibility_and_screenshots(self):
        script = axe_script()
        pages = {"index": "index.html", "event": "events/order-completed.html", "definitions": "definitions.html",
                 "consent": "consent.html", "traits": "traits.html"}
        problems = []
        for kind, page in pages.items():
            self.open(self.site, page)
            if kind != "index":
                self.save_screenshot(kind)
            self.browser.execute_script(script)
            results = self.browser.execute_async_script(
                "var done = arguments[arguments.length - 1];"
                "axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations.map(v => "
                "({id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))));")
            problems += [(page, v) for v in results if v["impact"] in ("serious", "critical")]
        self.assertEqual(problems, [], "axe-core found serious or critical problems")

    def save_screenshot(self, kind):
        path = self.screenshots / f"catalogue-{kind}.png"
        self.browser.save_screenshot(str(path))
        if os.environ.get("TRACKPLAN_RECORD_SCREENSHOTS") == "1":
            shutil.copy(path, ROOT / "Docs" / path.name)


def axe_script():
    """axe-core's script as the axe-selenium-python package ships it (no download)."""
    import axe_selenium_python
    path = pathlib.Path(axe_selenium_python.__file__).parent / "node_modules" / "axe-core" / "axe.min.js"
    return path.read_text(encoding="utf-8")


if __name__ == "__main__":
    unittest.main()
