/// The live page's script: loads the newest messages, follows `/api/stream`, filters by status and event,
/// renders each message's JSON with every problem beside the field it is about, and keeps the summary fresh.
enum WebScript {
    static let javascript = #"""
        "use strict";
        const state = { status: "all", event: "", test: "all" };
        const list = document.getElementById("events");
        const statusFilter = document.getElementById("status-filter");
        const eventFilter = document.getElementById("event-filter");
        const testFilter = document.getElementById("test-filter");

        function el(tag, cls, text) {
          const node = document.createElement(tag);
          if (cls) node.className = cls;
          if (text !== undefined) node.textContent = text;
          return node;
        }
        function escapeToken(key) { return String(key).replace(/~/g, "~0").replace(/\//g, "~1"); }
        function isTest(item) { return !!(item.message && item.message.context && item.message.context.testMode === true); }
        function matches(item) {
          if (state.test === "only" && !isTest(item)) return false;
          if (state.test === "exclude" && isTest(item)) return false;
          if (state.status === "valid" && !item.valid) return false;
          if (state.status === "invalid" && item.valid) return false;
          return !state.event || item.event === state.event;
        }
        function problemNode(problem) {
          const node = el("span", "problem" + (problem.severity === "warning" ? " warning" : ""));
          node.dataset.pointer = problem.pointer;
          node.dataset.rule = problem.rule;
          node.textContent = "\u2190 " + problem.message + " [" + problem.rule + "]";
          if (problem.plan) node.appendChild(el("span", "plan", problem.plan));
          return node;
        }
        // One line per JSON member, each tagged with its pointer; problems sit on the line of their pointer
        // (a missing required property sits on its parent object's line).
        function renderJSON(value, pointer, key, indent, out, byPointer, last) {
          const line = el("div", "field-line");
          line.dataset.pointer = pointer;
          const pad = "  ".repeat(indent) + (key === null ? "" : JSON.stringify(key) + ": ");
          const comma = last ? "" : ",";
          if (value !== null && typeof value === "object") {
            const isArray = Array.isArray(value);
            const entries = isArray ? value.map((v, i) => [i, v]) : Object.entries(value);
            line.appendChild(document.createTextNode(pad + (isArray ? "[" : "{")));
            attach(line, pointer, byPointer);
            out.appendChild(line);
            entries.forEach(([k, v], i) => renderJSON(v, pointer + "/" + escapeToken(k), isArray ? null : k, indent + 1, out, byPointer, i === entries.length - 1));
            out.appendChild(el("div", "field-line", "  ".repeat(indent) + (isArray ? "]" : "}") + comma));
          } else {
            line.appendChild(document.createTextNode(pad + JSON.stringify(value) + comma));
            attach(line, pointer, byPointer);
            out.appendChild(line);
          }
        }
        function attach(line, pointer, byPointer) {
          const problems = byPointer.get(pointer);
          if (!problems) return;
          line.classList.add("has-problem");
          problems.forEach(p => line.appendChild(problemNode(p)));
          byPointer.delete(pointer);
        }
        function row(item) {
          const li = el("li", "event-row " + (item.valid ? "valid" : "invalid"));
          li.dataset.id = item.id;
          li.dataset.event = item.event || "";
          li.dataset.valid = String(item.valid);
          const head = el("div", "head");
          head.appendChild(el("span", "mark", item.valid ? "\u2713" : "\u2717"));
          head.appendChild(el("span", "time", (item.receivedAt || "").slice(11, 23)));
          head.appendChild(el("span", "type", item.type || "?"));
          head.appendChild(el("span", "name", item.event || item.userId || item.anonymousId || ""));
          if (isTest(item)) { li.dataset.test = "true"; head.appendChild(el("span", "test", "test")); }
          if (item.duplicate) head.appendChild(el("span", "bad", "duplicate messageId"));
          if (item.problems.length) head.appendChild(el("span", "count bad", item.problems.length + " problem(s)"));
          head.addEventListener("click", () => li.classList.toggle("open"));
          li.appendChild(head);
          const detail = el("div", "detail");
          const byPointer = new Map();
          item.problems.forEach(p => { if (!byPointer.has(p.pointer)) byPointer.set(p.pointer, []); byPointer.get(p.pointer).push(p); });
          const pre = el("pre", "message");
          renderJSON(item.message, "", null, 0, pre, byPointer, true);
          byPointer.forEach(problems => problems.forEach(p => { const d = el("div", "message-problem"); d.appendChild(problemNode(p)); detail.appendChild(d); }));
          detail.appendChild(pre);
          li.appendChild(detail);
          if (!item.valid) li.classList.add("open");
          return li;
        }
        function add(item, atTop) {
          if (!matches(item)) return;
          const node = row(item);
          if (atTop) list.insertBefore(node, list.firstChild); else list.appendChild(node);
          while (list.children.length > 500) list.removeChild(list.lastChild);
          document.getElementById("empty").style.display = "none";
        }
        async function load() {
          let query = "status=" + state.status + "&test=" + state.test + "&limit=200";
          if (state.event) query += "&event=" + encodeURIComponent(state.event);
          const answer = await fetch("/api/events?" + query).then(r => r.json());
          list.textContent = "";
          answer.events.forEach(item => add(item, false));
          document.getElementById("empty").style.display = list.children.length ? "none" : "block";
        }
        let summaryTimer = null;
        function refreshSummarySoon() {
          if (summaryTimer) return;
          summaryTimer = setTimeout(() => { summaryTimer = null; refreshSummary(); }, 300);
        }
        async function refreshSummary() {
          const summary = await fetch("/api/summary").then(r => r.json());
          document.getElementById("total").textContent = summary.total;
          document.getElementById("valid-count").textContent = summary.valid;
          document.getElementById("invalid-count").textContent = summary.invalid;
          const rows = document.getElementById("summary-rows");
          rows.textContent = "";
          const names = new Set();
          summary.events.forEach(entry => {
            const tr = el("tr", "summary-row");
            tr.dataset.event = entry.event || "";
            tr.appendChild(el("td", "", (entry.event || "(" + entry.type + ")")));
            tr.appendChild(el("td", "ok", String(entry.valid)));
            tr.appendChild(el("td", "bad", String(entry.invalid)));
            rows.appendChild(tr);
            if (entry.event) names.add(entry.event);
          });
          const unplanned = document.getElementById("unplanned");
          unplanned.textContent = "";
          summary.unplanned.forEach(name => unplanned.appendChild(el("li", "", name)));
          const known = new Set(Array.from(eventFilter.options).map(o => o.value));
          Array.from(names).sort().forEach(name => { if (!known.has(name)) { const o = el("option", "", name); o.value = name; eventFilter.appendChild(o); } });
        }
        function connect() {
          const source = new EventSource("/api/stream");
          const badge = document.getElementById("connection");
          source.onopen = () => { badge.textContent = "live"; badge.className = "online"; };
          source.onerror = () => { badge.textContent = "reconnecting…"; badge.className = "offline"; };
          source.onmessage = event => { add(JSON.parse(event.data), true); refreshSummarySoon(); };
          source.addEventListener("reset", () => { list.textContent = ""; refreshSummary(); });
        }
        statusFilter.addEventListener("change", () => { state.status = statusFilter.value; load(); });
        eventFilter.addEventListener("change", () => { state.event = eventFilter.value; load(); });
        testFilter.addEventListener("change", () => { state.test = testFilter.value; load(); });
        document.getElementById("reset").addEventListener("click", () => fetch("/api/reset", { method: "POST" }));
        fetch("/healthz").then(r => r.json()).then(h => { document.getElementById("plan-name").textContent = "plan: " + h.plan; });
        load().then(refreshSummary).then(connect);
        """#
}
