"""The official Segment Python library (segment-analytics-python), pointed at the collector with `host=`."""
import unittest

from segment.analytics.client import Client

from collector_process import CollectorProcess


class SegmentClientTest(unittest.TestCase):
    def setUp(self):
        self.collector = CollectorProcess("--write-key", "py-key")

    def tearDown(self):
        self.collector.stop()

    def send(self, gzip):
        errors = []
        client = Client("py-key", host=self.collector.base, gzip=gzip, on_error=lambda error, batch: errors.append(error))
        client.track(anonymous_id="anon-1", event="Product Viewed",
                     properties={"product_id": "SHO-10442", "price": 19.99, "currency": "USD"})
        client.track(anonymous_id="anon-1", event="Product Viewed",
                     properties={"product_id": "bad id", "price": "19.99", "currency": "USD"})
        client.identify(user_id="user-1", traits={"email": "ada@example.com", "first_name": "Ada", "tier": "plus",
                                                 "created_at": "2026-01-02T03:04:05Z"})
        client.screen(user_id="user-1", name="Nowhere Screen")
        client.group(user_id="user-1", group_id="g-1", traits={"member_count": 2, "tier": "pro"})
        client.page(user_id="user-1", name="Home")
        client.alias(previous_id="anon-1", user_id="user-1")
        client.flush()
        client.join()
        self.assertEqual(errors, [])

    def check(self):
        events = self.collector.wait_for_events(7)
        self.assertEqual(len(events), 7)
        by_type = {}
        for event in events:
            by_type.setdefault(event["type"], []).append(event)
        self.assertEqual(sorted(by_type), ["alias", "group", "identify", "page", "screen", "track"])
        tracks = sorted(by_type["track"], key=lambda e: e["valid"])
        invalid, valid = tracks
        self.assertTrue(valid["valid"], valid["problems"])
        self.assertFalse(invalid["valid"])
        rules = {(p["pointer"], p["rule"]) for p in invalid["problems"]}
        self.assertIn(("/properties/price", "type"), rules)
        self.assertIn(("/properties/product_id", "pattern"), rules)
        self.assertTrue(all(p["plan"].startswith("properties.json:") for p in invalid["problems"]))
        self.assertTrue(by_type["identify"][0]["valid"], by_type["identify"][0]["problems"])
        self.assertTrue(by_type["group"][0]["valid"], by_type["group"][0]["problems"])
        self.assertTrue(by_type["alias"][0]["valid"], by_type["alias"][0]["problems"])
        screen = by_type["screen"][0]
        self.assertEqual([p["rule"] for p in screen["problems"]], ["unplanned-event"])
        self.assertEqual(valid["writeKey"], "py-key")
        self.assertEqual(valid["message"]["properties"]["currency"], "USD")

    def test_plain_batches(self):
        self.send(gzip=False)
        self.check()

    def test_gzip_batches(self):
        self.send(gzip=True)
        self.check()


if __name__ == "__main__":
    unittest.main()
