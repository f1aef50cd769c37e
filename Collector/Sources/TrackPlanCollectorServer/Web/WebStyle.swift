/// The live page's stylesheet.
enum WebStyle {
    static let css = #"""
        body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #f5f5f7; }
        header { display: flex; gap: 1em; align-items: baseline; padding: .6em 1em; background: #1d1d1f; color: #fff; }
        header h1 { font-size: 1.1em; margin: 0; }
        #connection.online { color: #5ac85a; } #connection.offline { color: #f0a030; }
        main { display: grid; grid-template-columns: 1fr 320px; gap: 1em; padding: 1em; }
        .filters { display: flex; gap: 1em; align-items: center; margin-bottom: .6em; }
        #events { list-style: none; margin: 0; padding: 0; }
        .event-row { background: #fff; border-left: 4px solid #5ac85a; margin: 0 0 .4em; padding: .4em .6em; border-radius: 4px; }
        .event-row.invalid { border-left-color: #e0443e; }
        .event-row .head { display: flex; gap: .8em; cursor: pointer; }
        .event-row .mark { font-weight: bold; } .event-row.invalid .mark { color: #e0443e; } .event-row.valid .mark { color: #2e9e2e; }
        .event-row .time { color: #888; font-family: ui-monospace, monospace; }
        .event-row .name { font-weight: 600; }
        .event-row .detail { display: none; margin-top: .4em; }
        .event-row.open .detail { display: block; }
        pre.message { font: 12px/1.5 ui-monospace, monospace; background: #fafafa; padding: .4em; overflow-x: auto; margin: 0; }
        .field-line.has-problem { background: #fdecea; }
        .problem { color: #b3261e; font-family: system-ui, sans-serif; margin-left: 1em; }
        .problem.warning { color: #a05a00; }
        .problem .plan { color: #3366aa; margin-left: .5em; }
        .message-problem { color: #b3261e; margin: .2em 0; }
        aside { background: #fff; padding: .6em 1em; border-radius: 4px; align-self: start; }
        aside table { width: 100%; border-collapse: collapse; } aside td, aside th { text-align: left; padding: 2px 4px; }
        .ok { color: #2e9e2e; } .bad { color: #e0443e; }
        .event-row .test { background: #e8e0ff; color: #4b2aa8; border-radius: 3px; padding: 0 .4em; font-size: .85em; }
        """#
}
