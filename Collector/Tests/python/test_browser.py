"""The live page in a real headless Chromium (Debian's chromium + chromium-driver, Selenium from PyPI):
load it, send events, watch them appear, filter, read a problem next to its field with the plan line."""
import json
import shutil
import unittest

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.support.ui import Select, WebDriverWait

from collector_process import CollectorProcess


def product_viewed(message_id, price):
    return {"type": "track", "event": "Product Viewed", "messageId": message_id, "anonymousId": "anon-1",
            "properties": {"product_id": "SHO-10442", "price": price, "currency": "USD"}}


class BrowserTest(unittest.TestCase):
    def setUp(self):
        self.collector = CollectorProcess()
        options = Options()
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
            options.add_argument(argument)
        options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        self.browser = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
        # The page re-renders its rows on every filter change and new event: a row read during a re-render is stale,
        # which means "look again", not a failure.
        self.wait = WebDriverWait(self.browser, 20, ignored_exceptions=(StaleElementReferenceException,))

    def tearDown(self):
        self.browser.quit()
        self.collector.stop()

    def rows(self):
        return self.browser.find_elements(By.CSS_SELECTOR, "#events .event-row")

    def test_live_events_filters_and_problems(self):
        self.browser.get(self.collector.base + "/")
        self.wait.until(lambda _: self.browser.find_element(By.ID, "connection").text == "live")

        batch = {"batch": [product_viewed("b-good", 19.99), product_viewed("b-bad", "cheap"),
                           {"type": "track", "event": "Mystery Event", "userId": "u", "properties": {}}]}
        self.collector.post("/v1/batch", json.dumps(batch))
        self.wait.until(lambda _: len(self.rows()) == 3)
        self.assertEqual([row.get_attribute("data-valid") for row in self.rows()], ["false", "false", "true"])

        problem = self.wait.until(lambda _: self.browser.find_element(
            By.CSS_SELECTOR, '.event-row.invalid .field-line[data-pointer="/properties/price"] .problem'))
        self.assertIn("[type]", problem.text)
        self.assertIn("properties.json:", problem.find_element(By.CSS_SELECTOR, ".plan").text)

        Select(self.browser.find_element(By.ID, "status-filter")).select_by_value("valid")
        self.wait.until(lambda _: [row.get_attribute("data-valid") for row in self.rows()] == ["true"])

        Select(self.browser.find_element(By.ID, "status-filter")).select_by_value("all")
        self.wait.until(lambda _: len(self.rows()) == 3)
        self.wait.until(lambda _: "Mystery Event" in [o.get_attribute("value") for o in
                                                      self.browser.find_elements(By.CSS_SELECTOR, "#event-filter option")])
        Select(self.browser.find_element(By.ID, "event-filter")).select_by_value("Mystery Event")
        self.wait.until(lambda _: [row.get_attribute("data-event") for row in self.rows()] == ["Mystery Event"])

        self.wait.until(lambda _: self.browser.find_element(By.ID, "total").text == "3")
        self.assertEqual(self.browser.find_element(By.ID, "invalid-count").text, "2")
        self.assertIn("Mystery Event", self.browser.find_element(By.ID, "unplanned").text)

        # New events keep streaming in while a filter is on.
        self.collector.post("/v1/track", json.dumps({"event": "Mystery Event", "userId": "u2", "properties": {}}))
        self.wait.until(lambda _: len(self.rows()) == 2)

    def test_test_data_is_badged_and_filtered(self):
        """Events a debug build sends carry `context.testMode`: the page badges them and the test-data filter shows,
        hides or isolates them, also for events that arrive while the filter is on."""
        self.browser.get(self.collector.base + "/")
        self.wait.until(lambda _: self.browser.find_element(By.ID, "connection").text == "live")

        debug_event = product_viewed("t-debug", 5.0)
        debug_event["context"] = {"testMode": True}
        self.collector.post("/v1/batch", json.dumps({"batch": [product_viewed("t-release", 4.0), debug_event]}))
        self.wait.until(lambda _: len(self.rows()) == 2)
        self.assertEqual([row.get_attribute("data-test") for row in self.rows()], ["true", None])
        self.assertEqual(self.rows()[0].find_element(By.CSS_SELECTOR, ".test").text, "test")

        test_filter = Select(self.browser.find_element(By.ID, "test-filter"))
        test_filter.select_by_value("exclude")
        self.wait.until(lambda _: [row.get_attribute("data-test") for row in self.rows()] == [None])
        test_filter.select_by_value("only")
        self.wait.until(lambda _: [row.get_attribute("data-test") for row in self.rows()] == ["true"])

        # A test event arriving while "only" is on appears; a production one does not.
        later = product_viewed("t-debug-2", 6.0)
        later["context"] = {"testMode": True}
        self.collector.post("/v1/batch", json.dumps({"batch": [product_viewed("t-release-2", 7.0), later]}))
        self.wait.until(lambda _: [row.get_attribute("data-test") for row in self.rows()] == ["true", "true"])
        test_filter.select_by_value("all")
        self.wait.until(lambda _: len(self.rows()) == 4)


if __name__ == "__main__":
    unittest.main()
