/// The live page's HTML shell. The page is three small static files compiled into the binary: no Node, no
/// build step, no CDN.
enum WebPage {
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>trackplan-collector</title>
        <link rel="stylesheet" href="/app.css">
        </head>
        <body>
        <header>
          <h1>trackplan-collector</h1>
          <span id="plan-name"></span>
          <span id="connection" class="offline">connecting…</span>
        </header>
        <main>
          <section id="stream">
            <div class="filters">
              <label>Status
                <select id="status-filter">
                  <option value="all">all</option>
                  <option value="valid">valid</option>
                  <option value="invalid">invalid</option>
                </select>
              </label>
              <label>Event
                <select id="event-filter"><option value="">all events</option></select>
              </label>
              <label>Test data
                <select id="test-filter">
                  <option value="all">shown</option>
                  <option value="exclude">hidden</option>
                  <option value="only">only</option>
                </select>
              </label>
              <button id="reset" type="button">Reset store</button>
            </div>
            <ol id="events"></ol>
            <p id="empty">No messages yet. Point an app at this collector's address.</p>
          </section>
          <aside id="summary">
            <h2>Summary</h2>
            <p><span id="total">0</span> messages: <span id="valid-count" class="ok">0</span> valid,
              <span id="invalid-count" class="bad">0</span> invalid</p>
            <table>
              <thead><tr><th>Event</th><th>Valid</th><th>Invalid</th></tr></thead>
              <tbody id="summary-rows"></tbody>
            </table>
            <h3>Not in the plan</h3>
            <ul id="unplanned"></ul>
          </aside>
        </main>
        <script src="/app.js"></script>
        </body>
        </html>
        """#
}
