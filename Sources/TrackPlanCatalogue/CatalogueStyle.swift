/// The catalogue's files that do not depend on the plan.
enum CatalogueAssets {
    /// `catalogue.css`: system fonts, readable measure, contrast of at least 4.5:1 in light and dark schemes, a
    /// visible focus ring.
    static let style = """
        :root { color-scheme: light dark; --fg: #1d2430; --muted: #4a5568; --bg: #ffffff; --panel: #f4f6f9; --line: #d5dbe3;
          --link: #0b57b0; --accent: #0b57b0; --warn-bg: #fff4e0; --warn-fg: #7a3e00; --bad-bg: #fde8e8; --bad-fg: #9b1c1c;
          --code-bg: #eef1f5; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #e6e9ee; --muted: #b4bdc9; --bg: #14181f; --panel: #1c222b; --line: #333c48; --link: #8ab8ff;
            --accent: #8ab8ff; --warn-bg: #3a2a10; --warn-fg: #ffd59a; --bad-bg: #3d1a1a; --bad-fg: #ffb4b4; --code-bg: #232a35; }
        }
        * { box-sizing: border-box; }
        html { font-size: 100%; }
        body { margin: 0; font: 1rem/1.55 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
          color: var(--fg); background: var(--bg); }
        a { color: var(--link); }
        a:focus-visible, input:focus-visible, summary:focus-visible, main:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        main:focus { outline: none; }
        code, kbd { font: 0.9em/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--code-bg);
          padding: 0.05em 0.3em; border-radius: 4px; overflow-wrap: anywhere; }
        kbd { border: 1px solid var(--line); }
        .skip { position: absolute; left: -999px; top: 0; background: var(--bg); padding: 0.5rem 1rem; z-index: 10; }
        .skip:focus { left: 0.5rem; top: 0.5rem; }
        header.site { background: var(--panel); border-bottom: 1px solid var(--line); padding: 0.75rem 1.5rem; display: flex;
          flex-wrap: wrap; align-items: baseline; gap: 0.5rem 2rem; }
        header.site .brand { margin: 0; font-weight: 700; font-size: 1.1rem; }
        header.site .brand a { color: var(--fg); text-decoration: none; }
        header.site nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; }
        header.site nav a[aria-current="page"] { font-weight: 700; text-decoration-thickness: 2px; }
        .version { color: var(--muted); font-weight: 400; font-size: 0.85em; }
        main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
        h1 { font-size: 1.9rem; line-height: 1.2; margin: 0.5rem 0 0.75rem; overflow-wrap: anywhere; }
        h2 { font-size: 1.35rem; margin: 2rem 0 0.75rem; border-bottom: 1px solid var(--line); padding-bottom: 0.25rem; }
        h3 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
        h1 .kind { display: block; font-size: 0.9rem; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: 0.06em; }
        .lede, .description { font-size: 1.1rem; max-width: 48rem; }
        .hint, .note, .where, .empty { color: var(--muted); font-size: 0.92rem; }
        .crumbs { font-size: 0.92rem; color: var(--muted); }
        .badge { display: inline-block; font-size: 0.75rem; font-weight: 700; padding: 0.1em 0.5em; border-radius: 999px; vertical-align: middle;
          text-transform: uppercase; letter-spacing: 0.04em; }
        .badge.deprecated { background: var(--warn-bg); color: var(--warn-fg); }
        .badge.breaking { background: var(--bad-bg); color: var(--bad-fg); }
        .callout { border-left: 4px solid var(--warn-fg); background: var(--warn-bg); color: var(--warn-fg); padding: 0.5rem 1rem; margin: 1rem 0;
          max-width: 48rem; }
        .callout p { margin: 0.25rem 0; }
        dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1.25rem; margin: 1.25rem 0; }
        dl.facts dt { font-weight: 600; }
        dl.facts dd { margin: 0; }
        .table-wrap { overflow-x: auto; }
        table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1rem; font-size: 0.95rem; }
        caption { text-align: left; color: var(--muted); font-size: 0.9rem; padding: 0.25rem 0; }
        th, td { text-align: left; vertical-align: top; padding: 0.5rem 0.75rem; border-bottom: 1px solid var(--line); }
        thead th { background: var(--panel); font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); }
        tbody th { font-weight: 600; }
        td p { margin: 0 0 0.35rem; }
        td p:last-child { margin-bottom: 0; }
        td.number { text-align: right; font-variant-numeric: tabular-nums; }
        td.required { font-weight: 700; }
        td.optional, .none { color: var(--muted); }
        tr.nested th { padding-left: 1.75rem; }
        tr.depth-2 th { padding-left: 2.75rem; }
        tr.depth-3 th, tr.depth-4 th { padding-left: 3.75rem; }
        p.deprecated { color: var(--warn-fg); }
        tr:target { background: var(--warn-bg); }
        section:target h2, section:target h3 { background: var(--warn-bg); }
        .search { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 1rem 1.25rem; margin: 1.25rem 0 2rem; }
        .search label { display: block; font-weight: 700; margin-bottom: 0.4rem; }
        .search input { width: 100%; font: inherit; padding: 0.55rem 0.75rem; border: 2px solid var(--muted); border-radius: 6px;
          background: var(--bg); color: var(--fg); }
        .search .hint { margin: 0.5rem 0 0; }
        .results { list-style: none; padding: 0; margin: 0.75rem 0 0; }
        .results li { padding: 0.45rem 0; border-top: 1px solid var(--line); }
        .results a { font-weight: 600; }
        .results .kind { color: var(--muted); font-size: 0.85rem; margin-left: 0.5rem; }
        .results .text { display: block; color: var(--muted); font-size: 0.92rem; }
        ul.uses { columns: 2 18rem; padding-left: 1.25rem; }
        ol.history > li { margin-bottom: 0.75rem; }
        footer.site { border-top: 1px solid var(--line); color: var(--muted); font-size: 0.88rem; padding: 1rem 1.5rem 2rem; max-width: 72rem; margin: 2rem auto 0; }

        """
}
