"""Starts the built trackplan-collector binary on a free loopback port with a fresh store, for one test."""
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
import urllib.request

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
BINARY = os.environ.get("TRACKPLAN_COLLECTOR", os.path.join(ROOT, "Collector", ".build", "debug", "trackplan-collector"))


class CollectorProcess:
    def __init__(self, *arguments, plan=None):
        self.directory = tempfile.mkdtemp(prefix="collector-")
        command = [BINARY, plan or os.path.join(ROOT, "Schemas"), "--port", "0", "--store",
                   os.path.join(self.directory, "store.sqlite"), "--quiet", *arguments]
        self.process = subprocess.Popen(command, stderr=subprocess.PIPE, text=True)
        line = self.process.stderr.readline()
        match = re.search(r"listening on (http://\S+)", line)
        if not match:
            self.process.kill()
            raise RuntimeError("collector did not start: " + line)
        self.base = match.group(1)

    def get(self, path):
        with urllib.request.urlopen(self.base + path, timeout=10) as answer:
            return json.loads(answer.read())

    def post(self, path, body, headers=None):
        request = urllib.request.Request(self.base + path, data=body.encode() if isinstance(body, str) else body,
                                         headers={"Content-Type": "application/json", **(headers or {})}, method="POST")
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status

    def wait_for_events(self, count, query="status=all", timeout=15):
        deadline = time.time() + timeout
        while True:
            events = self.get("/api/events?" + query)["events"]
            if len(events) >= count or time.time() > deadline:
                return events
            time.sleep(0.1)

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.directory, ignore_errors=True)
