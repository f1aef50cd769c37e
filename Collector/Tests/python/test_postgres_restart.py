"""PostgreSQL stopped and started again while four clients send batches to a collector on it: while the database
is away every batch is answered 503 with Retry-After (never 200), every batch answered 200 is in the database, and
ingestion answers 200 again after the restart without the collector being touched."""
import itertools
import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
import time
import unittest
import urllib.error
import urllib.request

from collector_process import BINARY, ROOT

SERVER = os.path.join(ROOT, "Collector", "Tests", "postgres", "postgres-server.sh")


class PostgresRestartTest(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.mkdtemp(prefix="pg-restart-")
        os.chmod(self.directory, 0o755)
        self.data = os.path.join(self.directory, "data")
        self.collector = None
        try:
            self.url = self.server("start")
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as error:
            shutil.rmtree(self.directory, ignore_errors=True)
            self.skipTest("no private PostgreSQL server could be started: " + str(error) + self.read("server.stderr"))
        self.base = self.start_collector()

    def tearDown(self):
        if self.collector:
            self.collector.terminate()
            try:
                self.collector.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.collector.kill()
        try:
            self.server("stop")
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired):
            pass
        shutil.rmtree(self.directory, ignore_errors=True)

    def read(self, name):
        try:
            with open(os.path.join(self.directory, name)) as file:
                return file.read()
        except OSError:
            return ""

    def server(self, command):
        """Runs postgres-server.sh with every stream on a file: the started server inherits them, and a pipe it
        holds open would never reach end of file."""
        with open(os.path.join(self.directory, "server.stdout"), "w") as out, \
                open(os.path.join(self.directory, "server.stderr"), "a") as err:
            subprocess.run([SERVER, command, self.data], stdin=subprocess.DEVNULL, stdout=out, stderr=err, timeout=120,
                           check=True)
        return self.read("server.stdout").strip()

    def start_collector(self):
        log = open(os.path.join(self.directory, "collector.stderr"), "w")
        self.collector = subprocess.Popen(
            [BINARY, os.path.join(ROOT, "Schemas"), "--port", "0", "--store", self.url, "--write-key", "k", "--quiet"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=log)
        log.close()
        deadline = time.time() + 60
        while time.time() < deadline:
            match = re.search(r"listening on (http://\S+)", self.read("collector.stderr"))
            if match:
                return match.group(1)
            if self.collector.poll() is not None:
                break
            time.sleep(0.1)
        self.fail("the collector did not start: " + self.read("collector.stderr"))

    def send(self, ids):
        """Posts one batch; returns (status, Retry-After)."""
        batch = [{"type": "track", "event": "Products Searched", "messageId": id, "anonymousId": "anon-1",
                  "properties": {"query": "shoes", "result_count": 1}} for id in ids]
        request = urllib.request.Request(self.base + "/v1/batch", data=json.dumps({"batch": batch}).encode(),
                                         headers={"Content-Type": "application/json", "Authorization": "Basic azo="},
                                         method="POST")
        try:
            with urllib.request.urlopen(request, timeout=20) as answer:
                return answer.status, answer.headers.get("Retry-After")
        except urllib.error.HTTPError as error:
            return error.code, error.headers.get("Retry-After")
        except OSError as error:
            return "connection: " + str(error), None

    def test_restart_under_load(self):
        answers = []  # (phase, ids, status, retry after)
        phase = ["before"]
        stop = threading.Event()
        counter = itertools.count()

        def client(number):
            while not stop.is_set():
                ids = ["c%d-%d-%d" % (number, next(counter), i) for i in range(10)]
                current, began = phase[0], time.time()
                status, retry = self.send(ids)
                answers.append((current, phase[0], ids, status, retry))
                if os.environ.get("TRACKPLAN_TEST_VERBOSE"):
                    print(current, phase[0], round(began % 1000, 1), round(time.time() - began, 2), status, flush=True)

        clients = [threading.Thread(target=client, args=(n,)) for n in range(4)]
        for thread in clients:
            thread.start()
        try:
            time.sleep(2)
            phase[0] = "stopping"
            self.server("stop")
            phase[0] = "away"
            # Over twice the store's 5 s deadline: each client sends at least one batch that starts and ends in it.
            time.sleep(12)
            phase[0] = "starting"
            self.server("start")
            phase[0] = "after"
            deadline = time.time() + 60
            while time.time() < deadline:
                if any(start == "after" and status == 200 for start, _, _, status, _ in list(answers)[-8:]):
                    break
                time.sleep(0.2)
            time.sleep(1)
        finally:
            stop.set()
            for thread in clients:
                thread.join(timeout=60)

        statuses = {status for _, _, _, status, _ in answers}
        self.assertTrue(statuses <= {200, 503}, "statuses other than 200 and 503: %s" % statuses)
        self.assertTrue(all(retry for _, _, _, status, retry in answers if status == 503), "a 503 without Retry-After")
        away = [status for start, end, _, status, _ in answers if start == "away" and end == "away"]
        self.assertTrue(away, "no batch was sent while the database was away")
        self.assertEqual(set(away), {503}, "a batch sent while the database was away was not answered 503")
        self.assertTrue(any(start == "before" and status == 200 for start, _, _, status, _ in answers))
        self.assertTrue(any(start == "after" and status == 200 for start, _, _, status, _ in answers),
                        "ingestion did not recover within 60 s of the restart: " + self.read("collector.stderr")[-2000:])

        rows = subprocess.run(["psql", self.url, "-Atq", "-c", "SELECT message_id FROM messages"],
                              stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60, check=True)
        stored = set(rows.stdout.split())
        answered = [id for _, _, ids, status, _ in answers if status == 200 for id in ids]
        self.assertTrue(answered)
        self.assertEqual([id for id in answered if id not in stored], [], "answered 200 but not stored")


if __name__ == "__main__":
    unittest.main()
